import { useEffect, useState } from 'react';
import VerticalAlignTopOutlined from '@ant-design/icons-svg/es/asn/VerticalAlignTopOutlined';
import { Icon } from '../ui/icon';
import styles from './site-layout.module.css';

const SHOW_AFTER_PX = 480;

/** Floating 返回顶部 button, shown once the visitor has scrolled past the first screen. */
export function BackToTop() {
  const [visible, setVisible] = useState(() => window.scrollY > SHOW_AFTER_PX);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const scrollUp = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <button
      type="button"
      className={visible ? `${styles.backToTop} ${styles.backToTopVisible}` : styles.backToTop}
      onClick={scrollUp}
      aria-label="返回顶部"
      title="返回顶部"
      tabIndex={visible ? 0 : -1}
      data-testid="back-to-top"
    >
      <Icon icon={VerticalAlignTopOutlined} aria-hidden="true" />
    </button>
  );
}
