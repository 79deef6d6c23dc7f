import { Alert, Button, Form, Input, Result } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import type { TripMailResult } from '@jc/shared';
import { formRule } from '@/lib/form-rules';
import { errorText } from '@/lib/api-client';
import { checkEmail } from '../lib/checks';
import styles from './trip-documents.module.css';

const emailRules = [formRule(checkEmail)];

interface MailFormProps<R> {
  /** What is sent, for the button and the success line (延误证明, 电子行程单). */
  what: string;
  /** The document's send-mail call: it gets `request` with the address added. */
  send: {
    mutate(variables: R & { email: string }): void;
    reset(): void;
    isPending: boolean;
    error: unknown;
    data: TripMailResult | undefined;
  };
  /** The question the document answers (flight and passenger, ticket and name). */
  request: R;
}

/** The e-mail box and 发送, then the success message with the document's verification code. */
export function MailForm<R extends object>({ what, send, request }: MailFormProps<R>) {
  const { isPending: pending, error, data: sent } = send;
  const onSend = (email: string) => send.mutate({ ...request, email });
  const onAgain = () => send.reset();
  if (sent) {
    return (
      <Result
        status="success"
        title={`${what}已发送`}
        subTitle={
          <>
            已发送至 <strong data-testid="mail-sent-to">{sent.email}</strong>
            ，请注意查收（可能在垃圾邮件中）。 验证码{' '}
            <span className={styles.code} data-testid="mail-verify-code">
              {sent.verifyCode}
            </span>
          </>
        }
        extra={<Button onClick={onAgain}>发送到其他邮箱</Button>}
        data-testid="mail-sent"
      />
    );
  }
  return (
    <Form
      layout="vertical"
      className={styles.mailForm}
      requiredMark={false}
      onFinish={(v: { email: string }) => onSend(v.email.trim())}
    >
      <Form.Item label="接收邮箱" name="email" rules={emailRules} className={styles.mailField}>
        <Input
          size="large"
          type="email"
          prefix={<MailOutlined aria-hidden="true" />}
          placeholder="请输入接收邮箱"
          maxLength={254}
          autoComplete="email"
          data-testid="mail-email"
        />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" size="large" htmlType="submit" loading={pending} data-testid="mail-send">
          发送{what}
        </Button>
      </Form.Item>
      {error != null && (
        <Alert
          type="error"
          showIcon
          style={{ flexBasis: '100%' }}
          message={errorText(error, '发送失败，请稍后再试')}
          data-testid="mail-error"
        />
      )}
    </Form>
  );
}
