import CrownOutlined from '@ant-design/icons-svg/es/asn/CrownOutlined';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import RocketOutlined from '@ant-design/icons-svg/es/asn/RocketOutlined';
import TagOutlined from '@ant-design/icons-svg/es/asn/TagOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useAuthToken } from '@/hooks/use-auth-token';
import { useSiteConfig } from '@/lib/site-config';
import styles from './member-signup.module.css';

interface Benefit {
  title: string;
  text: string;
  icon: IconDefinition;
}

const benefits: readonly Benefit[] = [
  { title: '注册有礼', text: '新会员礼券即刻到账', icon: GiftOutlined },
  { title: '生日礼遇', text: '生日当月专属优惠券', icon: CrownOutlined },
  { title: '会员特价', text: '热门航线会员专享价', icon: TagOutlined },
  { title: '快捷出行', text: '常用乘机人一键值机', icon: RocketOutlined },
];

/** docs/rules.md: the member sign-up block, shown only to visitors (no stored token). */
export default function MemberSignup() {
  const token = useAuthToken();
  const { name } = useSiteConfig();
  if (token) return null;

  return (
    <section className={styles.section} aria-labelledby="home-member-title" data-testid="member-signup">
      <div className={styles.card}>
        <div className={styles.intro}>
          <span className={styles.badge}>会员俱乐部</span>
          <h2 id="home-member-title" className={styles.title}>
            {/* Each clause wraps as a whole on narrow screens instead of leaving a lone character. */}
            <span className={styles.clause}>加入{name}会员，</span>
            <span className={styles.clause}>开启尊享旅程</span>
          </h2>
          <p className={styles.text}>免费注册，即可享受会员专属礼遇与便捷服务。</p>
          <div className={styles.actions}>
            <ButtonLink to={paths.register.url()} variant="primary" size="large" className={styles.cta}>
              立即注册
            </ButtonLink>
            <ButtonLink to={paths.login.url()} size="large" className={styles.secondary}>
              已是会员？登录
            </ButtonLink>
          </div>
        </div>
        <ul className={styles.benefits}>
          {benefits.map(({ title, text, icon }) => (
            <li key={title} className={styles.benefit}>
              <span className={styles.icon}>
                <Icon icon={icon} aria-hidden="true" />
              </span>
              <span className={styles.benefitTitle}>{title}</span>
              <span className={styles.benefitText}>{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
