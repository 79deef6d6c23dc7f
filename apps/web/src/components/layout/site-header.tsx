import { Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { paths } from '@/config/paths';
import { useAuthToken } from '@/hooks/use-auth-token';
import { accountDisplayName, useCurrentUser } from '@/lib/current-user';
import { useSiteConfig } from '@/lib/site-config';
import { lazyWithAntd } from '../antd/antd-island';
import { BrandMark } from '../brand-mark';
import { Icon } from '../ui/icon';
import { AccountMenu } from './account-menu';
import { mainNavItems } from './nav-items';
import { useLoginUrl } from './use-login-url';
import { useLogout } from './use-logout';
import styles from './site-header.module.css';

const MobileMenu = lazyWithAntd(() => import('./mobile-menu'));

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;

function BrandLogo() {
  const { name, englishName } = useSiteConfig();
  return (
    // Named by its visible text (voice control users say what they see), then where it leads.
    <Link to={paths.home.url()} className={styles.brand}>
      <BrandMark size={40} className={styles.brandMark} />
      <span className={styles.brandText}>
        <span className={styles.brandName} data-testid="site-name">
          {name}
        </span>
        <span className={styles.brandEnglish}>{englishName}</span>
      </span>
      <span className="jc-visually-hidden">首页</span>
    </Link>
  );
}

function AccountArea() {
  const token = useAuthToken();
  const loginUrl = useLoginUrl();
  const logout = useLogout();
  const profile = useCurrentUser();

  if (!token) {
    return (
      <div className={styles.account}>
        <Link to={loginUrl} className={styles.loginLink}>
          <Icon icon={UserOutlined} aria-hidden="true" />
          <span>登录</span>
        </Link>
        <Link to={paths.register.url()} className={styles.registerLink}>
          注册
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.account}>
      <AccountMenu name={accountDisplayName(profile.data)} onLogout={() => void logout()} />
    </div>
  );
}

/** The site header: logo, main navigation and login state; a menu button and drawer on phones. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer's code is fetched on the first tap and kept, so it can animate open and closed.
  const [menuWanted, setMenuWanted] = useState(false);

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
          onPointerEnter={() => void MobileMenu.preload()}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        >
          <Icon icon={MenuOutlined} aria-hidden="true" />
        </button>
      </div>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
