import { Link } from 'react-router';
import PhoneFilled from '@ant-design/icons-svg/es/asn/PhoneFilled';
import { Icon } from '../ui/icon';
import { paths } from '@/config/paths';
import { useSiteConfig } from '@/lib/site-config';
import { BrandMark } from '../brand-mark';
import styles from './site-footer.module.css';

interface FooterLink {
  label: string;
  to: string;
}

const linkGroups: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: '关于我们',
    links: [
      { label: '公司简介', to: paths.about.url() },
      { label: '服务公告', to: paths.serviceNotices.url() },
      { label: '主题活动', to: paths.activities.url() },
    ],
  },
  {
    title: '旅客服务',
    links: [
      { label: '客规', to: paths.conditionsOfCarriage.url() },
      { label: '行李规定', to: paths.baggageRules.url() },
      { label: '特殊旅客服务', to: paths.specialTraveller.url() },
      { label: '延误证明', to: paths.delayCertificate.url() },
      { label: '客票验真', to: paths.ticketVerify.url() },
    ],
  },
  {
    title: '会员服务',
    links: [
      { label: '会员注册', to: paths.register.url() },
      { label: '会员登录', to: paths.login.url() },
      { label: '个人信息', to: paths.personalInfo.url() },
      { label: '我的优惠券', to: paths.couponManage.url() },
    ],
  },
  {
    title: '帮助中心',
    links: [
      { label: '常见问题', to: paths.faq.url() },
      { label: '航班动态', to: paths.flightDynamics.url() },
      { label: '在线值机', to: paths.checkIn.url() },
      { label: '我的订单', to: paths.orders.url() },
    ],
  },
];

/** The site footer: hotline, link groups and copyright on the deep brand blue. */
export function SiteFooter() {
  const { name, englishName, hotline } = useSiteConfig();
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={`jc-container ${styles.top}`}>
        <div className={styles.brandColumn}>
          <div className={styles.brand}>
            <BrandMark size={44} />
            <div className={styles.brandText}>
              <span className={styles.brandName}>{name}</span>
              <span className={styles.brandEnglish}>{englishName}</span>
            </div>
          </div>
          <div className={styles.hotline}>
            <span className={styles.hotlineIcon} aria-hidden="true">
              <Icon icon={PhoneFilled} />
            </span>
            <div>
              <div className={styles.hotlineLabel}>客服热线</div>
              <a className={styles.hotlineNumber} href={`tel:${hotline}`} data-testid="footer-hotline">
                {hotline}
              </a>
            </div>
          </div>
          <p className={styles.hotlineNote}>7×24小时为您提供购票、改退与行程咨询服务</p>
        </div>

        <nav className={styles.groups} aria-label="网站导航">
          {linkGroups.map((group) => (
            <section key={group.title} className={styles.group}>
              <h2 className={styles.groupTitle}>{group.title}</h2>
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </div>

      <div className={styles.bottom}>
        <div className={`jc-container ${styles.bottomInner}`}>
          <span>
            © {year} {name} {englishName} 版权所有
          </span>
          <span className={styles.bottomNote}>本网站为{name}官方购票网站 · 请认准官方渠道购票</span>
        </div>
      </div>
    </footer>
  );
}
