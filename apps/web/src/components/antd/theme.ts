import type { ThemeConfig } from 'antd';
import { DEFAULT_AIRLINE } from '@jc/shared/airline';

/** The airline's Ant Design theme: brand blue, gold accents, Chinese-first font stack. */
export const brand = {
  primary: DEFAULT_AIRLINE.primaryColor,
  accent: DEFAULT_AIRLINE.accentColor,
  ink: '#1f2a3d',
  deep: '#06305f',
} as const;

/**
 * The brand theme as the site runs it: antd computes no styles at run time (`zeroRuntime`); they
 * come from antd.css, written from this theme by scripts/antd-css.ts. Class names carry no hash,
 * as that file's selectors have none.
 */
export const theme: ThemeConfig = {
  zeroRuntime: true,
  hashed: false,
  // One key for every scope on the page: the theme's variables are declared once, not again for
  // each antd block (each would otherwise take a key of its own and repeat some 12 KB of them).
  cssVar: { key: 'jc-antd' },
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

/**
 * The antd components whose styles antd.css holds: those the site imports and those they render
 * inside (a Select's Empty, a Popconfirm's Popover, a Table's Pagination, an Upload's Progress…).
 * A component missing here renders unstyled: add it and run `npm run antd-css`.
 */
export const ANTD_COMPONENTS = [
  'Alert',
  'App',
  'Badge',
  'Breadcrumb',
  'Button',
  'Checkbox',
  'Col',
  'Collapse',
  'DatePicker',
  'Descriptions',
  'Divider',
  'Drawer',
  'Dropdown',
  'Empty',
  'Flex',
  'Form',
  'Input',
  'InputNumber',
  'Modal',
  'Pagination',
  'Popconfirm',
  'Popover',
  'Progress',
  'QRCode',
  'Radio',
  'Result',
  'Row',
  'Segmented',
  'Select',
  'Skeleton',
  'Space',
  'Spin',
  'Steps',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Timeline',
  'Tooltip',
  'Typography',
  'Upload',
  'message',
] as const;
