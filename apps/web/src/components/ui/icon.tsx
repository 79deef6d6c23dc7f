import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import styles from './ui.module.css';

// SVG attributes in the icon data are written as in markup (fill-rule); React wants camelCase.
const camel = (name: string) =>
  name.startsWith('aria-') || name.startsWith('data-')
    ? name
    : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function renderNode(node: AbstractNode, key?: number): ReactNode {
  const attrs = Object.fromEntries(Object.entries(node.attrs).map(([name, value]) => [camel(name), value]));
  return createElement(node.tag, { key, ...attrs }, node.children?.map(renderNode));
}

interface IconProps extends HTMLAttributes<HTMLSpanElement> {
  icon: IconDefinition;
}

/**
 * An Ant Design icon drawn from its SVG data alone. The parts of the page that paint first
 * (header, search card) use it instead of @ant-design/icons, whose runtime brings antd's colour
 * and style machinery into the first download. Looks the same: 1em square, current colour.
 * Hidden from screen readers unless given an `aria-label`: an icon beside text adds nothing to it,
 * and an icon-only control is named on the button or link itself. Its English name ("rise") would
 * be read before the control's own text. antd's icons follow the same rule (antd/decorative-icon.ts).
 */
export function Icon({ icon, className, ...rest }: IconProps) {
  const named = Boolean(rest['aria-label'] || rest['aria-labelledby']);
  const root = typeof icon.icon === 'function' ? icon.icon('currentColor', '#e6f0fa') : icon.icon;
  return (
    <span
      role={named ? 'img' : undefined}
      aria-hidden={named ? undefined : true}
      {...rest}
      className={`anticon ${styles.icon} ${className ?? ''}`}
    >
      {createElement(
        'svg',
        { ...root.attrs, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true },
        root.children?.map(renderNode),
      )}
    </span>
  );
}
