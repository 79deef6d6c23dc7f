import { useState } from 'react';
import { Descriptions, Form, Input, Tag } from 'antd';
import type { TicketVerifyRequest } from '@jc/shared';
import { checkTicketNo } from '@jc/shared/rules/checkin';
import { formRule } from '@/lib/form-rules';
import { useVerifyTicket } from '../api/verify-ticket';
import { useSendTicketMail } from '../api/send-ticket-mail';
import { DocumentCard, GridSubmit, PassengerNameItem } from './document-card';
import { LookupError } from './lookup-error';
import { MailForm } from './mail-form';
import styles from './trip-documents.module.css';

const rules = { ticketNo: [formRule(checkTicketNo)] };

/**
 * 客票验真 (docs/trip-services.md): ticket number and passenger name → whether the airline issued
 * it, its state and flight; then its e-itinerary by mail.
 */
export function TicketVerifyPanel() {
  const verify = useVerifyTicket();
  const send = useSendTicketMail();
  const [asked, setAsked] = useState<TicketVerifyRequest | null>(null);
  const t = verify.data;
  return (
    <>
      <DocumentCard id="ticket-verify-title" title="客票验真">
        <Form
          layout="vertical"
          requiredMark={false}
          onFinish={(v: TicketVerifyRequest) => {
            const request = { ticketNo: v.ticketNo.trim(), passengerName: v.passengerName.trim() };
            setAsked(request);
            send.reset();
            verify.mutate(request);
          }}
          data-testid="ticket-verify-form"
        >
          <div className={styles.grid}>
            <Form.Item className={styles.wide} label="票号" name="ticketNo" rules={rules.ticketNo}>
              <Input
                size="large"
                placeholder="929开头的13位票号"
                maxLength={13}
                data-testid="ticket-verify-no"
              />
            </Form.Item>
            <PassengerNameItem testId="ticket-verify-name" />
            <GridSubmit pending={verify.isPending} testId="ticket-verify-submit">
              验真
            </GridSubmit>
          </div>
        </Form>
        <p className={styles.muted}>核验本公司所出客票的真伪及状态，并可将电子客票行程单发送至邮箱。</p>
      </DocumentCard>
      {verify.isError && <LookupError error={verify.error} testId="ticket-verify-error" />}
      {t && asked && (
        <DocumentCard id="ticket-result-title" title="验真结果" testId="ticket-verify-result">
          <div className={styles.resultHead}>
            <Tag color="green">真实有效</Tag>
            <span className={styles.route}>
              {t.depCityName} → {t.arrCityName}
            </span>
            <Tag color="blue">{t.statusName}</Tag>
          </div>
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} bordered>
            <Descriptions.Item label="票号">{t.ticketNo}</Descriptions.Item>
            <Descriptions.Item label="乘机人">
              {t.passengerName}（{t.passengerTypeName}）
            </Descriptions.Item>
            <Descriptions.Item label="出票时间">{t.issuedAt ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="航班">
              {t.flightNo} · {t.flightDate}
            </Descriptions.Item>
            <Descriptions.Item label="起飞">{t.departure}</Descriptions.Item>
            <Descriptions.Item label="到达">{t.arrival}</Descriptions.Item>
            <Descriptions.Item label="舱位">
              {t.cabinName} {t.bookingClass}
            </Descriptions.Item>
            <Descriptions.Item label="客票状态">{t.statusName}</Descriptions.Item>
          </Descriptions>
          <MailForm what="电子行程单" send={send} request={asked} />
        </DocumentCard>
      )}
    </>
  );
}
