// First, so that the components' own stylesheets come after the base styles and win ties.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

// Weekday and month names in Chinese everywhere, also in antd's pickers.
dayjs.locale('zh-cn');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
