import { Alert, Button, Form, Input } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { formRule } from '@/lib/form-rules';
import { errorText } from '@/lib/api-client';
import { useVerifyDelay } from '../api/verify-delay';
import { checkVerifyCode } from '../lib/checks';
import { DelayFactsCard } from './delay-certificate-panel';
import { DocumentCard } from './document-card';
import styles from './trip-documents.module.css';

const codeRules = [formRule(checkVerifyCode)];

/** 证明核验: a certificate's verification code → what the genuine certificate states. */
export function VerifyCodeSection() {
  const verify = useVerifyDelay();
  return (
    <DocumentCard id="delay-verify-title" title="延误证明核验">
      <p className={styles.muted}>
        输入延误证明上的8位验证码（或扫描证明上的二维码），核验证明是否由本公司开具及其内容。
      </p>
      <Form
        layout="vertical"
        className={styles.mailForm}
        requiredMark={false}
        onFinish={(v: { verifyCode: string }) => verify.mutate(v.verifyCode.trim())}
      >
        <Form.Item label="验证码" name="verifyCode" rules={codeRules} className={styles.mailField}>
          <Input
            size="large"
            prefix={<SafetyCertificateOutlined aria-hidden="true" />}
            placeholder="如 7KQ4-M2XD"
            maxLength={12}
            data-testid="verify-code"
          />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button size="large" htmlType="submit" loading={verify.isPending} data-testid="verify-submit">
            核验
          </Button>
        </Form.Item>
      </Form>
      {verify.isError && (
        <Alert
          type="warning"
          showIcon
          message={errorText(verify.error, '核验失败，请稍后再试')}
          data-testid="verify-error"
        />
      )}
      {verify.isSuccess && (
        <>
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 16 }}
            message={`验证码 ${verify.data.verifyCode} 有效：本证明由本公司于 ${verify.data.issuedAt} 开具，内容如下`}
            data-testid="verify-ok"
          />
          <DelayFactsCard facts={verify.data} />
        </>
      )}
    </DocumentCard>
  );
}
