import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Button, Drawer, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined, MenuOutlined, RightOutlined, UserOutlined } from '@ant-design/icons';
import { paths } from '../../config/paths';
import { useAuthToken } from '../../hooks/use-auth-token';
import { accountDisplayName, useCurrentUser } from '../../lib/current-user';
import { useSiteConfig } from '../../lib/site-config';
import { BrandMark } from '../brand-mark';
import { accountNavItems, mainNavItems } from './nav-items';
import { useLogout } from './use-logout';
import styles from './site-header.module.css';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;
const drawerNavClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.drawerLink} ${styles.drawerActive}` : styles.drawerLink;

/** Where Login should send the visitor back to: the page they were on, unless that is home. */
function useLoginUrl() {
  const { pathname, search } = useLocation();
  return paths.login.url(
    pathname === paths.home.path || pathname === paths.login.path ? undefined : pathname + search,
  );
}

function BrandLogo() {
  const { name, englishName } = useSiteConfig();
  return (
    <Link to={paths.home.url()} className={styles.brand} aria-label={`${name}首页`}>
      <BrandMark size={40} className={styles.brandMark} />
      <span className={styles.brandText}>
        <span className={styles.brandName} data-testid="site-name">
          {name}
        </span>
        <span className={styles.brandEnglish}>{englishName}</span>
      </span>
    </Link>
  );
}

function AccountArea() {
  const token = useAuthToken();
  const loginUrl = useLoginUrl();
  const navigate = useNavigate();
  const logout = useLogout();
  const profile = useCurrentUser();

  if (!token) {
    return (
      <div className={styles.account}>
        <Link to={loginUrl} className={styles.loginLink}>
          <UserOutlined aria-hidden="true" />
          <span>登录</span>
        </Link>
        <Link to={paths.register.url()} className={styles.registerLink}>
          注册
        </Link>
      </div>
    );
  }

  const items: MenuProps['items'] = [
    ...accountNavItems.map((item) => ({ key: item.to, label: item.label })),
    { type: 'divider' },
    { key: 'logout', label: '退出登录', icon: <LogoutOutlined aria-hidden="true" />, danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void logout();
    else void navigate(key);
  };

  return (
    <div className={styles.account}>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <button type="button" className={styles.accountButton}>
          <span className={styles.avatar} aria-hidden="true">
            <UserOutlined />
          </span>
          <span className={styles.accountName} data-testid="account-name">
            {accountDisplayName(profile.data)}
          </span>
          <DownOutlined aria-hidden="true" className={styles.caret} />
        </button>
      </Dropdown>
    </div>
  );
}

// The drawer already lists 我的订单 among the main items; the account section only adds what is missing.
const drawerAccountItems = accountNavItems.filter(
  (item) => !mainNavItems.some((main) => main.to === item.to),
);

/** The phone navigation: the same six items plus the account links, in a drawer. */
function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const token = useAuthToken();
  const loginUrl = useLoginUrl();
  const logout = useLogout();
  const { name } = useSiteConfig();
  const profile = useCurrentUser();

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={300}
      title={
        <span className={styles.drawerTitle}>
          <BrandMark size={28} />
          {name}
        </span>
      }
      classNames={{ body: styles.drawerBody }}
      styles={{ body: { padding: '4px 16px 24px' } }}
    >
      <nav aria-label="主导航" data-testid="drawer-nav">
        <ul className={styles.drawerList}>
          {mainNavItems.map((item) => (
            <li key={item.label}>
              <NavLink to={item.to} end={item.end} className={drawerNavClass} onClick={onClose}>
                <span>{item.label}</span>
                <RightOutlined aria-hidden="true" className={styles.drawerArrow} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.drawerAccount}>
        {token ? (
          <>
            <div className={styles.drawerSectionTitle}>{accountDisplayName(profile.data)}</div>
            <ul className={styles.drawerList}>
              {drawerAccountItems.map((item) => (
                <li key={item.label}>
                  <NavLink to={item.to} className={drawerNavClass} onClick={onClose}>
                    <span>{item.label}</span>
                    <RightOutlined aria-hidden="true" className={styles.drawerArrow} />
                  </NavLink>
                </li>
              ))}
            </ul>
            <Button
              block
              icon={<LogoutOutlined aria-hidden="true" />}
              onClick={() => {
                void logout();
                onClose();
              }}
            >
              退出登录
            </Button>
          </>
        ) : (
          <div className={styles.drawerButtons}>
            <Link to={loginUrl} onClick={onClose} className={styles.drawerLogin}>
              登录
            </Link>
            <Link to={paths.register.url()} onClick={onClose} className={styles.drawerRegister}>
              注册
            </Link>
          </div>
        )}
      </div>
    </Drawer>
  );
}

/** The site header: logo, main navigation and login state; a menu button and drawer on phones. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className={styles.header} data-testid="site-header">
      <div className={`jc-container ${styles.inner}`}>
        <BrandLogo />
        <nav className={styles.nav} aria-label="主导航" data-testid="site-nav">
          <ul className={styles.navList}>
            {mainNavItems.map((item) => (
              <li key={item.label}>
                <NavLink to={item.to} end={item.end} className={navClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <AccountArea />
        <button
          type="button"
          className={styles.menuButton}
          data-testid="nav-menu-button"
          aria-label="打开导航菜单"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuOutlined aria-hidden="true" />
        </button>
      </div>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
