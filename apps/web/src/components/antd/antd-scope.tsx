import type { ReactNode } from 'react';
import { App, ConfigProvider, message } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { theme } from './theme';

// Weekday and month names in Chinese in antd's pickers and wherever the pages format dates with
// dayjs: every such page and block renders inside this scope, so the locale is set first.
dayjs.locale('zh-cn');

/** Toasts raised outside any scope (see lib/notify.ts) still get the brand theme and Chinese. */
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={zhCN} theme={theme}>
      {children}
    </ConfigProvider>
  ),
});

/**
 * Ant Design's theme, Chinese locale and App context (message, modal) around the parts of the site
 * that use antd components. Loaded on its own: the home page paints its header and search card
 * first, and this arrives with the first antd-built block.
 */
export default function AntdScope({ children }: { children: ReactNode }) {
  return (
    // No space put between two Chinese characters of a button (退票, not 退 票). A tab bar's overflow
    // button holds only its icon, which is hidden from screen readers unless named: named here.
    <ConfigProvider
      locale={zhCN}
      theme={theme}
      button={{ autoInsertSpace: false }}
      tabs={{ more: { icon: <EllipsisOutlined aria-label="更多标签" /> } }}
    >
      <App>{children}</App>
    </ConfigProvider>
  );
}

/** The static message API, themed through the holder above. */
export { message };
