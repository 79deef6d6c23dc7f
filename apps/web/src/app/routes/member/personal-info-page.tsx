import { useState } from 'react';
import { App, Alert } from 'antd';
import { CrownFilled } from '@ant-design/icons';
import type { Profile } from '@jc/shared';
import { PageError } from '@/components/page-error';
import { PageLoading } from '@/components/page-loading';
import { PersonalInfoForm } from '@/features/account';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentUser } from '@/lib/current-user';
import { useSiteConfig } from '@/lib/site-config';
import styles from './member-pages.module.css';

/**
 * /personalInfo: complete or edit personal info. A non-member is told that completing it makes
 * them a member; once saved, the new membership number is shown.
 */
export function PersonalInfoRoute() {
  useDocumentTitle('个人信息');
  const profile = useCurrentUser();
  const { name: airline } = useSiteConfig();
  const { message } = App.useApp();
  const [welcome, setWelcome] = useState<string | null>(null);

  if (profile.isPending) return <PageLoading minHeight={360} />;
  if (profile.isError)
    return (
      <PageError
        title="个人信息加载失败"
        description={profile.error.message}
        onRetry={() => profile.refetch()}
      />
    );

  const data = profile.data;
  const onSaved = (saved: Profile, msg: string) => {
    if (!data.isMember && saved.isMember && saved.memberNo) setWelcome(saved.memberNo);
    void message.success(msg);
  };

  return (
    <div className={styles.stack}>
      {welcome ? (
        <div className={styles.welcome} role="status" data-testid="member-welcome">
          <span className={styles.welcomeIcon} aria-hidden="true">
            <CrownFilled />
          </span>
          <div>
            <strong className={styles.welcomeTitle}>恭喜您成为{airline}会员</strong>
            <p className={styles.welcomeText}>
              您的会员号 <span className={styles.welcomeNo}>{welcome}</span>
              ，会员礼券与生日礼遇将陆续发放到「我的优惠券」。
            </p>
          </div>
        </div>
      ) : (
        !data.isMember && (
          <Alert
            type="warning"
            showIcon
            title={`您还不是${airline}会员`}
            description="完善以下个人信息并保存，即可免费成为会员，注册即送好礼！"
            data-testid="non-member-alert"
          />
        )
      )}
      <dl className={styles.facts}>
        <div>
          <dt>手机号</dt>
          <dd>{data.phone}</dd>
        </div>
        <div>
          <dt>会员号</dt>
          <dd data-testid="member-no">{data.memberNo ?? '尚未开通'}</dd>
        </div>
        <div>
          <dt>会员状态</dt>
          <dd>{data.isMember ? '正式会员' : '未开通'}</dd>
        </div>
      </dl>
      <PersonalInfoForm profile={data} onSaved={onSaved} />
    </div>
  );
}
