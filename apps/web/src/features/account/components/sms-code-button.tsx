import { useEffect, useState } from 'react';
import { App, Button, type FormInstance } from 'antd';
import { useSendSmsCode, type SmsPurpose } from '../api/send-sms-code';

interface SmsCodeButtonProps {
  form: FormInstance;
  purpose: SmsPurpose;
  /** The form field holding the phone number. */
  phoneField?: string;
  testId?: string;
}

const RESEND_SECONDS = 60;

/**
 * 获取验证码: checks the phone field first, sends, then counts down 60 s (or what the server says
 * is left when it refuses a resend). The server's own words are shown as they come.
 */
export function SmsCodeButton({ form, purpose, phoneField = 'phone', testId }: SmsCodeButtonProps) {
  const { message } = App.useApp();
  const send = useSendSmsCode();
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const onClick = async () => {
    let phone: string;
    try {
      const values = await form.validateFields([phoneField]);
      phone = String(values[phoneField] ?? '').trim();
    } catch {
      return;
    }
    send.mutate(
      { phone, purpose },
      {
        onSuccess: (envelope) => {
          void message.success(envelope.msg);
          setLeft(envelope.data.resendInSeconds || RESEND_SECONDS);
        },
        onError: (error) => {
          void message.error(error.message);
          // 发送过于频繁，请N秒后再试: count down what is left instead of letting them try again now.
          const wait = /(\d+)\s*秒/.exec(error.message);
          if (wait) setLeft(Number(wait[1]));
        },
      },
    );
  };

  return (
    <Button
      size="large"
      onClick={onClick}
      loading={send.isPending}
      disabled={left > 0}
      data-testid={testId}
      style={{ minWidth: 118 }}
    >
      {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
    </Button>
  );
}
