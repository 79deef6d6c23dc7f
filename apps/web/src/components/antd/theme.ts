import type { ThemeConfig } from 'antd';
import { DEFAULT_AIRLINE } from '@jc/shared/airline';

/** The airline's Ant Design theme: brand blue, gold accents, Chinese-first font stack. */
export const brand = {
  primary: DEFAULT_AIRLINE.primaryColor,
  accent: DEFAULT_AIRLINE.accentColor,
  ink: '#1f2a3d',
  deep: '#06305f',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: brand.primary,
    colorLink: brand.primary,
    colorWarning: '#e38b0a',
    // antd's grey for hints and descriptions is 3.4:1 on white; ours reads at 5.4:1 (WCAG AA).
    colorTextDescription: '#5f6b7d',
    colorTextTertiary: '#5f6b7d',
    borderRadius: 6,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "Helvetica Neue", Arial, sans-serif',
  },
};
