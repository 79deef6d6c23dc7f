import { Link } from 'react-router';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import QuestionCircleOutlined from '@ant-design/icons-svg/es/asn/QuestionCircleOutlined';
import { paths } from '@/config/paths';
import { useSiteConfig } from '@/lib/site-config';
import { Icon } from '@/components/ui/icon';
import styles from './help-sidebar.module.css';

interface HelpSidebarProps {
  /** Opens the online assistant panel (docs/pages.md: the home page's online assistant). */
  onOpenAssistant: () => void;
  assistantOpen: boolean;
  /** On a phone, folded into a slim tab at the right edge (the search card's 查询 is beside it). */
  tucked?: boolean;
}

/**
 * docs/pages.md: the help sidebar, a bar fixed at the right edge. It stands directly above the
 * layout's back-to-top button (same column and width), so the two read as one tool bar.
 */
export default function HelpSidebar({ onOpenAssistant, assistantOpen, tucked }: HelpSidebarProps) {
  const { hotline } = useSiteConfig();

  return (
    <nav
      className={styles.bar}
      aria-label="帮助与客服"
      data-testid="help-sidebar"
      data-tucked={tucked || undefined}
    >
      <button
        type="button"
        className={`${styles.item} ${styles.assistant}`}
        onClick={onOpenAssistant}
        aria-expanded={assistantOpen}
        aria-controls="home-assistant-panel"
        // The visible label is hidden at phone width (display: none drops it from the name too).
        aria-label="在线客服"
        data-testid="assistant-button"
      >
        <Icon icon={CustomerServiceOutlined} aria-hidden="true" className={styles.icon} />
        <span className={styles.label}>在线客服</span>
      </button>
      <div className={`${styles.item} ${styles.hotline}`} data-testid="sidebar-hotline">
        <a href={`tel:${hotline}`} className={styles.hotlineLink} aria-label={`客服热线 ${hotline}`}>
          <Icon icon={PhoneOutlined} aria-hidden="true" className={styles.icon} />
          <span className={styles.label}>客服热线</span>
        </a>
        {/* Shown on hover or keyboard focus; the number is in the link's label for screen readers. */}
        <div className={styles.flyout} aria-hidden="true">
          <span className={styles.flyoutTitle}>客服热线</span>
          <strong className={styles.flyoutNumber}>{hotline}</strong>
          <span className={styles.flyoutNote}>7×24小时为您服务</span>
        </div>
      </div>
      <Link to={paths.faq.url()} className={`${styles.item} ${styles.desktopOnly}`}>
        <Icon icon={QuestionCircleOutlined} aria-hidden="true" className={styles.icon} />
        <span className={styles.label}>常见问题</span>
      </Link>
      <Link to={`${paths.help.url()}#feedback`} className={`${styles.item} ${styles.desktopOnly}`}>
        <Icon icon={EditOutlined} aria-hidden="true" className={styles.icon} />
        <span className={styles.label}>意见反馈</span>
      </Link>
    </nav>
  );
}
