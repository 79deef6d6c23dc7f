import { Link, NavLink } from 'react-router';
import { Button, Drawer } from 'antd';
import { LogoutOutlined, RightOutlined } from '@ant-design/icons';
import { useAuthToken } from '@/hooks/use-auth-token';
import { accountDisplayName, useCurrentUser } from '@/lib/current-user';
import { useSiteConfig } from '@/lib/site-config';
import { BrandMark } from '../brand-mark';
import { paths } from '@/config/paths';
import { mainNavItems, memberNavItems } from './nav-items';
import { useLoginUrl } from './use-login-url';
import { useLogout } from './use-logout';
import styles from './site-header.module.css';

const drawerNavClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.drawerLink} ${styles.drawerActive}` : styles.drawerLink;

// The personal centre's pages; 我的订单 is already among the main items, so the account section
// adds the others.
const drawerAccountItems = memberNavItems.filter((item) => !mainNavItems.some((main) => main.to === item.to));

/** A list of the drawer's links, each closing the drawer as it navigates. */
function DrawerNav({
  label,
  testId,
  items,
  onClose,
}: {
  label: string;
  testId: string;
  items: readonly { label: string; to: string; end?: boolean }[];
  onClose: () => void;
}) {
  return (
    <nav aria-label={label} data-testid={testId}>
      <ul className={styles.drawerList}>
        {items.map((item) => (
          <li key={item.label}>
            <NavLink to={item.to} end={item.end} className={drawerNavClass} onClick={onClose}>
              <span>{item.label}</span>
              <RightOutlined aria-hidden="true" className={styles.drawerArrow} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The phone navigation: the same six items plus the personal centre's pages, in antd's drawer. Loaded on
 * the first tap of the menu button, so the header paints without antd.
 */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
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
      <DrawerNav label="主导航" testId="drawer-nav" items={mainNavItems} onClose={onClose} />
      <div className={styles.drawerAccount}>
        {token ? (
          <>
            <div className={styles.drawerSectionTitle}>{accountDisplayName(profile.data)}</div>
            <DrawerNav
              label="我的账户"
              testId="drawer-account-nav"
              items={drawerAccountItems}
              onClose={onClose}
            />
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
