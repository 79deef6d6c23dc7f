import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Modal } from 'antd';
import { GiftOutlined } from '@ant-design/icons';
import { paths } from '@/config/paths';
import { useAuthToken } from '@/hooks/use-auth-token';
import { useMemberStatus } from '@/lib/member-status';
import styles from './non-member-dialog.module.css';

/**
 * docs/rules.md: when user info says the logged-in account is not a member yet, a
 * dialog with the server's message (not yet a member, complete personal info in the personal
 * centre, gifts on registration) and one button, 前往注册, to /personalInfo (replacing this page).
 */
export default function NonMemberDialog() {
  const token = useAuthToken();
  const status = useMemberStatus(token);
  const navigate = useNavigate();
  const [closedFor, setClosedFor] = useState<string | null>(null);

  const msg = status.data && !status.data.member ? status.data.msg : null;
  const open = !!token && !!msg && closedFor !== token;

  return (
    <Modal
      open={open}
      centered
      width={420}
      title={null}
      onCancel={() => setClosedFor(token)}
      className={styles.dialog}
      wrapProps={{ 'data-testid': 'non-member-dialog' }}
      footer={
        <Button
          type="primary"
          size="large"
          block
          onClick={() => {
            setClosedFor(token);
            void navigate(paths.personalInfo.url(), { replace: true });
          }}
        >
          前往注册
        </Button>
      }
    >
      <div className={styles.body}>
        <span className={styles.icon} aria-hidden="true">
          <GiftOutlined />
        </span>
        <h2 className={styles.title}>完善信息，成为会员</h2>
        <p className={styles.text} data-testid="non-member-message">
          {msg}
        </p>
      </div>
    </Modal>
  );
}
