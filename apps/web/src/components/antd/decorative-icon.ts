import { createElement, type ComponentType } from 'react';

interface IconAriaProps {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-hidden'?: boolean | 'true' | 'false';
}

/**
 * `Icon` hidden from screen readers unless the caller names it (in Chinese). The build puts this
 * in place of @ant-design/icons' own AntdIcon and AntdIconLight (vite.config.ts,
 * `decorativeAntdIcons`), so every antd icon, the site's and those antd draws inside its
 * components, follows the rule of the site's light `Icon` (components/ui/icon.tsx): they label
 * themselves with their English names ("rise"), which a screen reader would read before the
 * control's own text ("rise 升舱"). An icon beside text adds nothing to it; an icon-only control is
 * named on the button or link itself. The original spreads the props after its own role and
 * label, so `undefined` here removes them. Kept apart from ui/icon.tsx: a module both imported
 * would be one more file on the home page's first screen.
 */
export function decorativeIcon<P extends IconAriaProps>(Icon: ComponentType<P>) {
  // React 19 passes `ref` as a prop, so it reaches the original forwardRef component.
  const Decorative = (props: P) =>
    createElement(
      Icon,
      props['aria-label'] || props['aria-labelledby']
        ? props
        : { ...props, role: undefined, 'aria-label': undefined, 'aria-hidden': props['aria-hidden'] ?? true },
    );
  return Object.assign(Decorative, Icon);
}
