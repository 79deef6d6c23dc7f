import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';

/**
 * The providers every page needs. Ant Design's theme and locale are not here: they come with
 * the antd scope (components/antd), so the home page can paint before the component library loads.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
