import { useEffect, useState, type ComponentType } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { App, Button, Tag } from 'antd';
import {
  FileTextOutlined,
  RollbackOutlined,
  RiseOutlined,
  GiftOutlined,
  LogoutOutlined,
  RightOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { PageBanner } from '@/components/page-banner';
import { useLogout } from '@/components/layout/use-logout';
import { paths } from '@/config/paths';
import { useAuthToken } from '@/hooks/use-auth-token';
import { ApiError } from '@/lib/api-client';
import { setToken } from '@/lib/auth-token';
import { accountDisplayName, useCurrentUser } from '@/lib/current-user';
import styles from './member-center.module.css';

interface Section {
  to: string;
  label: string;
  subtitle: string;
  Icon: ComponentType;
}

/** The personal centre's sections, in the order of the side menu (tabs on phones). */
const SECTIONS: readonly Section[] = [
  {
    to: paths.personalInfo.url(),
    label: '个人信息',
    subtitle: '完善个人信息，尊享会员礼遇',
    Icon: UserOutlined,
  },
  {
    to: paths.passengers.url(),
    label: '常用乘机人',
    subtitle: '保存常用乘机人，购票值机一键填写',
    Icon: TeamOutlined,
  },
  {
    to: paths.couponManage.url(),
    label: '我的优惠券',
    subtitle: '查看可用、已使用与已过期的优惠券',
    Icon: GiftOutlined,
  },
  { to: paths.orders.url(), label: '我的订单', subtitle: '查看与管理机票订单', Icon: FileTextOutlined },
  { to: paths.refunds.url(), label: '我的退票', subtitle: '查看退票进度与退款金额', Icon: RollbackOutlined },
  { to: paths.upgrades.url(), label: '我的升舱', subtitle: '查看升舱差价与新票号', Icon: RiseOutlined },
];

const navClass =
  (base?: string, active?: string) =>
  ({ isActive }: { isActive: boolean }) =>
    isActive ? `${base} ${active}` : base;

function MemberSummary() {
  const profile = useCurrentUser();
  const data = profile.data;
  const initial = data?.name ? [...data.name][0] : null;
  return (
    <div className={styles.summary}>
      <span className={styles.avatar} aria-hidden="true">
        {initial ?? <UserOutlined />}
      </span>
      <div className={styles.summaryText}>
        <strong className={styles.summaryName}>{accountDisplayName(data)}</strong>
        {data &&
          (data.isMember ? (
            <span className={styles.memberNo}>会员号 {data.memberNo}</span>
          ) : (
            <Tag color="gold" bordered={false} className={styles.nonMember}>
              非会员
            </Tag>
          ))}
      </div>
    </div>
  );
}

/**
 * The personal centre (login required): a blue banner with the section's name, the member card
 * and a side menu on desktops, the same sections as tabs on phones, and the section's page.
 * A visitor, or a session that has expired, goes to Login and comes back here afterwards.
 */
export function MemberCenterRoute() {
  const token = useAuthToken();
  const { pathname, search } = useLocation();
  const profile = useCurrentUser();
  const logout = useLogout();
  const { message } = App.useApp();
  // Opened without a login: Login, then back here. Logged out while here (this tab or another): home.
  const [openedLoggedIn] = useState(!!token);
  const [sessionExpired, setSessionExpired] = useState(false);
  const expired = profile.error instanceof ApiError && profile.error.status === 401;

  // Remembered before the token goes, so that the way out is Login (and back), not home.
  if (expired && !sessionExpired) setSessionExpired(true);
  useEffect(() => {
    if (!expired) return;
    setToken(null);
    void message.warning('登录已过期，请重新登录');
  }, [expired, message]);

  if (!token) {
    const to = openedLoggedIn && !sessionExpired ? paths.home.url() : paths.login.url(pathname + search);
    return <Navigate to={to} replace />;
  }

  // An order's detail belongs to 我的订单.
  const current = pathname === paths.orderDetail.path ? paths.orders.url() : pathname;
  const section = SECTIONS.find((s) => s.to === current) ?? SECTIONS[0]!;

  return (
    <div className={styles.page}>
      <PageBanner
        crumbs={[{ title: '个人中心', to: paths.personalInfo.url() }, { title: section.label }]}
        title={section.label}
        subtitle={section.subtitle}
      />
      <div className={`jc-container ${styles.layout}`}>
        <aside className={styles.aside} aria-label="个人中心">
          <MemberSummary />
          <nav aria-label="个人中心导航">
            <ul className={styles.menu}>
              {SECTIONS.map(({ to, label, Icon }) => (
                <li key={to}>
                  <NavLink to={to} className={navClass(styles.menuLink, styles.menuActive)}>
                    <span className={styles.menuIcon} aria-hidden="true">
                      <Icon />
                    </span>
                    <span className={styles.menuLabel}>{label}</span>
                    <RightOutlined aria-hidden="true" className={styles.menuArrow} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Button
            type="text"
            block
            icon={<LogoutOutlined />}
            className={styles.logout}
            onClick={() => void logout()}
          >
            退出登录
          </Button>
        </aside>
        <div className={styles.phoneBar}>
          <MemberSummary />
          <nav aria-label="个人中心导航" className={styles.tabs}>
            {SECTIONS.map(({ to, label }) => (
              <NavLink key={to} to={to} className={navClass(styles.tab, styles.tabActive)}>
                {label}
              </NavLink>
            ))}
          </nav>
        </div>
        <section className={styles.content} aria-label={section.label}>
          <Outlet />
        </section>
      </div>
    </div>
  );
}
