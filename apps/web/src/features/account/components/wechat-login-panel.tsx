import { Alert, Button } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { paths } from '@/config/paths';
import { useWechatAuthorizeUrl } from '../api/get-wechat-authorize-url';
import styles from './wechat-login-panel.module.css';

/**
 * 微信登录: asks for the provider's QR login address (returning to the home page, which exchanges
 * the code, docs/rules.md) when the tab opens, and sends the browser there.
 */
export function WechatLoginPanel({ active }: { active: boolean }) {
  const authorize = useWechatAuthorizeUrl(paths.home.url(), active);
  return (
    <div className={styles.panel}>
      <span className={styles.logo} aria-hidden="true">
        <WechatOutlined />
      </span>
      <p className={styles.title}>使用微信扫码登录</p>
      <p className={styles.text}>
        前往微信登录页，用手机微信扫描二维码并确认。
        <br />
        首次使用微信登录需绑定手机号。
      </p>
      {authorize.isError ? (
        <Alert type="error" showIcon title={authorize.error.message} className={styles.alert} />
      ) : (
        <Button
          type="primary"
          size="large"
          block
          className={styles.button}
          icon={<WechatOutlined />}
          href={authorize.data?.url}
          loading={authorize.isPending}
          disabled={!authorize.data}
          data-testid="wechat-login"
        >
          前往微信扫码登录
        </Button>
      )}
    </div>
  );
}
