import { CloseOutlined, CustomerServiceOutlined, PhoneOutlined } from '@ant-design/icons';
import { useSiteConfig } from '@/lib/site-config';
import styles from './assistant-panel-place.module.css';

/**
 * Where the online assistant panel opens (SPEC section 2). Until the FAQ assistant feature
 * provides the conversation, the panel points passengers at the hotline rather than a dead end.
 */
export default function AssistantPanelPlace({ onClose }: { onClose: () => void }) {
  const { name, hotline } = useSiteConfig();
  return (
    <aside
      id="home-assistant-panel"
      className={styles.panel}
      aria-labelledby="home-assistant-title"
      data-testid="assistant-panel"
    >
      <header className={styles.header}>
        <CustomerServiceOutlined aria-hidden="true" className={styles.headerIcon} />
        <h2 id="home-assistant-title" className={styles.title}>
          在线客服
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="关闭在线客服">
          <CloseOutlined aria-hidden="true" />
        </button>
      </header>
      <div className={styles.body}>
        <p className={styles.bubble}>
          您好，欢迎咨询{name}！智能客服正在接入中，如需即时帮助，请拨打客服热线。
        </p>
        <a href={`tel:${hotline}`} className={styles.call}>
          <PhoneOutlined aria-hidden="true" />
          客服热线 {hotline}
        </a>
      </div>
    </aside>
  );
}
