import { useEffect, useRef, useState, type ComponentType } from 'react';
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
import { memberNavItems, type MemberPageKey } from '@/components/layout/nav-items';
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
  /** Pages under the section (an order's detail under 我的订单), by path, with their titles. */
  details?: Record<string, string>;
}

/** What the personal centre shows of each of its pages besides the name: icon, subtitle, detail pages. */
const SECTION_LOOKS: Record<MemberPageKey, Omit<Section, 'to' | 'label'>> = {
  personalInfo: { subtitle: '完善个人信息，尊享会员礼遇', Icon: UserOutlined },
  passengers: { subtitle: '保存常用乘机人，购票值机一键填写', Icon: TeamOutlined },
  coupons: { subtitle: '领取与查看可用、已使用、已过期的优惠券', Icon: GiftOutlined },
  orders: {
    subtitle: '查看与管理机票订单',
    Icon: FileTextOutlined,
    details: { [paths.orderDetail.path]: '订单详情' },
  },
  refunds: {
    subtitle: '查看退票进度与退款金额',
    Icon: RollbackOutlined,
    details: { [paths.refundDetail.path]: '退票详情' },
  },
  upgrades: { subtitle: '查看升舱差价与新票号', Icon: RiseOutlined },
};

/** The personal centre's sections: the site's list of member pages, in its order. */
const SECTIONS: readonly Section[] = memberNavItems.map(({ key, label, to }) => ({
  to,
  label,
  ...SECTION_LOOKS[key],
}));

/** The section a path belongs to, and the detail page's title when it is one. */
function sectionOf(pathname: string) {
  for (const section of SECTIONS) {
    if (section.to === pathname) return { section };
    const detail = section.details?.[pathname];
    if (detail) return { section, detail };
  }
  return { section: SECTIONS[0]! };
}

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

  // On a phone the tabs scroll sideways: the current section's tab is brought into view, and
  // an edge with more tabs beyond it fades out (data-more), so a cut label reads as "scroll on".
  const tabs = useRef<HTMLElement>(null);
  const [more, setMore] = useState<'none' | 'start' | 'end' | 'both'>('none');
  useEffect(() => {
    const bar = tabs.current;
    const active = bar?.querySelector<HTMLElement>(`.${styles.tabActive}`);
    if (!bar || !active) return;
    const offset = active.getBoundingClientRect().left - bar.getBoundingClientRect().left;
    bar.scrollLeft += offset - (bar.clientWidth - active.offsetWidth) / 2;
  }, [pathname, token]);
  useEffect(() => {
    const bar = tabs.current;
    if (!bar) return;
    const update = () => {
      const start = bar.scrollLeft > 1;
      const end = bar.scrollLeft + bar.clientWidth < bar.scrollWidth - 1;
      setMore(start && end ? 'both' : start ? 'start' : end ? 'end' : 'none');
    };
    update();
    bar.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(bar);
    return () => {
      bar.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, [token]);

  if (!token) {
    const to = openedLoggedIn && !sessionExpired ? paths.home.url() : paths.login.url(pathname + search);
    return <Navigate to={to} replace />;
  }

  const { section, detail } = sectionOf(pathname);
  // The section's link is marked on its detail pages too.
  const linkClass = (s: Section, base?: string, active?: string) =>
    s === section ? `${base} ${active}` : base;

  return (
    <div className={styles.page}>
      <PageBanner
        crumbs={[
          { title: '个人中心', to: paths.personalInfo.url() },
          detail ? { title: section.label, to: section.to } : { title: section.label },
          ...(detail ? [{ title: detail }] : []),
        ]}
        title={detail ?? section.label}
        subtitle={section.subtitle}
      />
      <div className={`jc-container ${styles.layout}`}>
        <aside className={styles.aside} aria-label="个人中心">
          <MemberSummary />
          <nav aria-label="个人中心导航">
            <ul className={styles.menu}>
              {SECTIONS.map((s) => (
                <li key={s.to}>
                  <NavLink to={s.to} className={linkClass(s, styles.menuLink, styles.menuActive)}>
                    <span className={styles.menuIcon} aria-hidden="true">
                      <s.Icon />
                    </span>
                    <span className={styles.menuLabel}>{s.label}</span>
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
          <nav
            aria-label="个人中心导航"
            className={styles.tabs}
            ref={tabs}
            data-more={more}
            data-testid="member-tabs"
          >
            {SECTIONS.map((s) => (
              <NavLink key={s.to} to={s.to} className={linkClass(s, styles.tab, styles.tabActive)}>
                {s.label}
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
