import type { ReactNode } from 'react';
import { Button } from 'antd';

/** A form's large primary submit button, as wide as its place, spinning while the request runs. */
export function SubmitButton({
  pending,
  testId,
  className,
  children,
}: {
  pending: boolean;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="primary"
      htmlType="submit"
      size="large"
      block
      loading={pending}
      className={className}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
