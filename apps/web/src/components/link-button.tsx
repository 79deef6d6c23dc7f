import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';
import { Button, type ButtonProps } from 'antd';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'htmlType'> & { to: To; replace?: boolean };

/**
 * An antd Button that is a real link (<a href>): opens in a new tab with a modifier key,
 * navigates inside the app otherwise, and avoids nesting a <button> inside an <a>.
 */
export function LinkButton({ to, replace, onClick, ...props }: LinkButtonProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return (
    <Button
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event as MouseEvent<HTMLAnchorElement>);
      }}
    />
  );
}
