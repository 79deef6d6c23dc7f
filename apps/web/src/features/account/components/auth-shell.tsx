import type { ReactNode } from 'react';
import {
  CrownOutlined,
  GiftOutlined,
  SafetyCertificateOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { useSiteConfig } from '@/lib/site-config';
import styles from './auth-shell.module.css';

interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card: links to the other auth page. */
  footer?: ReactNode;
}

const perks = [
  { Icon: GiftOutlined, title: '注册有礼', text: '新会员礼券即刻到账' },
  { Icon: CrownOutlined, title: '生日礼遇', text: '生日当月专属优惠券' },
  { Icon: ThunderboltOutlined, title: '快捷值机', text: '常用乘机人一键填写' },
  { Icon: SafetyCertificateOutlined, title: '安全保障', text: '账户信息加密保护' },
];

/** The frame of Login, Register and BindPhone: the member club's welcome beside a white card. */
export function AuthShell({ title, subtitle, children, footer }: AuthShellProps) {
  const { name } = useSiteConfig();
  return (
    <div className={styles.stage}>
      <div className={`jc-container ${styles.inner}`}>
        <div className={styles.welcome}>
          <span className={styles.badge}>{name}会员俱乐部</span>
          <p className={styles.headline}>
            <span>会员礼遇，</span>
            <span>一路相伴</span>
          </p>
          <p className={styles.lead}>登录即可管理订单、常用乘机人与优惠券，值机更快一步。</p>
          <ul className={styles.perks}>
            {perks.map(({ Icon, title: perk, text }) => (
              <li key={perk}>
                <span className={styles.perkIcon} aria-hidden="true">
                  <Icon />
                </span>
                <span>
                  <strong>{perk}</strong>
                  <small>{text}</small>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <section className={styles.card} aria-labelledby="auth-title">
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </section>
      </div>
    </div>
  );
}
