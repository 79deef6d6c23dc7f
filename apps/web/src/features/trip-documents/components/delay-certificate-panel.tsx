import { useEffect, useRef, useState } from 'react';
import { DatePicker, Descriptions, Form, Input, Radio, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { DelayCertificateFacts, DelayQueryRequest } from '@jc/shared';
import { checkCertNo, checkFlightNo, checkTicketNo } from '@jc/shared/rules/checkin';
import { addCalendarDays, shanghaiDateOf } from '@jc/shared/rules/dates';
import { formatDelay, TripDocumentMessages } from '@jc/shared/rules/trip-documents';
import { formRule } from '@/lib/form-rules';
import { useQueryDelay } from '../api/query-delay';
import { useSendDelayMail } from '../api/send-delay-mail';
import { DocumentCard, GridSubmit, PassengerNameItem } from './document-card';
import { LookupError } from './lookup-error';
import { MailForm } from './mail-form';
import styles from './trip-documents.module.css';

/** What the form asks; `idType` says which of certificate or ticket number is given. */
export interface DelayIdentityForm {
  flightNo: string;
  flightDate: string;
  passengerName: string;
  idType: 'certNo' | 'ticketNo';
  idValue: string;
}

interface FormValues extends Omit<DelayIdentityForm, 'flightDate'> {
  flightDate: Dayjs | null;
}

const DATE = 'YYYY-MM-DD';
const rules = {
  flightNo: [formRule(checkFlightNo)],
  flightDate: [{ required: true, message: TripDocumentMessages.flightDateRequired }],
  certNo: [formRule(checkCertNo)],
  ticketNo: [formRule(checkTicketNo)],
};

const requestOf = (f: DelayIdentityForm): DelayQueryRequest => ({
  flightNo: f.flightNo.trim(),
  flightDate: f.flightDate,
  passengerName: f.passengerName.trim(),
  certNo: f.idType === 'certNo' ? f.idValue.trim() : '',
  ticketNo: f.idType === 'ticketNo' ? f.idValue.trim() : '',
});

/** The certificate's facts as the result card shows them. */
export function DelayFactsCard({ facts }: { facts: DelayCertificateFacts }) {
  const cancelled = facts.kind === 'CANCELLED';
  return (
    <div data-testid="delay-result">
      <div className={styles.resultHead}>
        <span className={styles.route}>
          {facts.depCityName} → {facts.arrCityName}
        </span>
        <Tag color={cancelled ? 'red' : 'orange'} data-testid="delay-kind">
          {facts.kindName}
        </Tag>
        {!cancelled && (
          <span className={styles.delay} data-testid="delay-length">
            延误 {formatDelay(facts.delayMinutes)}
          </span>
        )}
      </div>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} bordered>
        <Descriptions.Item label="旅客姓名">{facts.passengerName}</Descriptions.Item>
        <Descriptions.Item label="客票号">{facts.ticketNo}</Descriptions.Item>
        <Descriptions.Item label="航班">
          {facts.flightNo} · {facts.flightDate}
        </Descriptions.Item>
        <Descriptions.Item label="出发">{facts.depAirportName}</Descriptions.Item>
        <Descriptions.Item label="计划起飞">{facts.scheduledDeparture}</Descriptions.Item>
        <Descriptions.Item label="实际起飞">
          {facts.actualDeparture ?? (cancelled ? '航班取消' : '—')}
        </Descriptions.Item>
        <Descriptions.Item label="到达">{facts.arrAirportName}</Descriptions.Item>
        <Descriptions.Item label="计划到达">{facts.scheduledArrival}</Descriptions.Item>
        <Descriptions.Item label="实际到达">
          {facts.actualArrival ?? (cancelled ? '航班取消' : '尚未到达')}
        </Descriptions.Item>
        <Descriptions.Item label={cancelled ? '取消原因' : '延误原因'}>
          {facts.delayReason ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label="航班状态">{facts.status}</Descriptions.Item>
      </Descriptions>
    </div>
  );
}

/**
 * The delay certificate (docs/trip-services.md): the passenger's flight and identity, the
 * flight's delay as the certificate will state it, then an e-mail address to send the PDF to.
 * With `initial` complete (from the order detail), the question is asked at once.
 */
export function DelayCertificatePanel({ initial }: { initial?: Partial<DelayIdentityForm> }) {
  const [form] = Form.useForm<FormValues>();
  const query = useQueryDelay();
  const send = useSendDelayMail();
  // Prefilled from an order: the question as if 查询 had been pressed.
  const [asked, setAsked] = useState<DelayQueryRequest | null>(() => {
    const f = initial;
    return f?.flightNo && f.flightDate && f.passengerName && f.idValue
      ? requestOf({ idType: 'certNo', ...f } as DelayIdentityForm)
      : null;
  });
  const idType = Form.useWatch('idType', form) ?? initial?.idType ?? 'certNo';
  const today = shanghaiDateOf(new Date());

  const ask = (f: DelayIdentityForm) => {
    const request = requestOf(f);
    setAsked(request);
    send.reset();
    query.mutate(request);
  };

  const askedOnce = useRef(false);
  useEffect(() => {
    if (askedOnce.current || !asked) return;
    askedOnce.current = true;
    query.mutate(asked);
    // Once, on arrival: later questions come from the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <DocumentCard id="delay-form-title" title="查询航班延误信息">
        <Form<FormValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{
            flightNo: initial?.flightNo ?? '',
            flightDate: initial?.flightDate ? dayjs(initial.flightDate) : null,
            passengerName: initial?.passengerName ?? '',
            idType: initial?.idType ?? 'certNo',
            idValue: initial?.idValue ?? '',
          }}
          onFinish={(v) => ask({ ...v, flightDate: v.flightDate!.format(DATE) })}
          data-testid="delay-form"
        >
          <div className={styles.grid}>
            <Form.Item label="航班号" name="flightNo" rules={rules.flightNo}>
              <Input size="large" placeholder="如 JC1234" maxLength={10} data-testid="delay-flight-no" />
            </Form.Item>
            <Form.Item label="航班日期" name="flightDate" rules={rules.flightDate}>
              <DatePicker
                size="large"
                style={{ width: '100%' }}
                placeholder="请选择航班日期"
                format={DATE}
                disabledDate={(d) => d.format(DATE) > addCalendarDays(today, 1)}
                data-testid="delay-flight-date"
              />
            </Form.Item>
            <PassengerNameItem testId="delay-name" />
            <Form.Item label="身份核验方式" name="idType">
              <Radio.Group
                optionType="button"
                size="large"
                options={[
                  { label: '证件号', value: 'certNo' },
                  { label: '票号', value: 'ticketNo' },
                ]}
                data-testid="delay-id-type"
              />
            </Form.Item>
            <Form.Item
              className={styles.wide}
              label={idType === 'ticketNo' ? '票号' : '证件号码'}
              name="idValue"
              rules={idType === 'ticketNo' ? rules.ticketNo : rules.certNo}
            >
              <Input
                size="large"
                placeholder={idType === 'ticketNo' ? '929开头的13位票号' : '购票时使用的证件号码'}
                maxLength={50}
                data-testid="delay-id-value"
              />
            </Form.Item>
            <GridSubmit pending={query.isPending} testId="delay-query">
              查询
            </GridSubmit>
          </div>
        </Form>
        <p className={styles.muted}>
          航班延误30分钟以上（起飞后）或取消的，可为该航班的乘机人开具电子延误证明，以PDF发送至邮箱。
        </p>
      </DocumentCard>

      {query.isError && <LookupError error={query.error} testId="delay-error" />}
      {query.isSuccess && asked && (
        <DocumentCard id="delay-result-title" title="航班延误信息">
          <DelayFactsCard facts={query.data} />
          <MailForm what="延误证明" send={send} request={asked} />
        </DocumentCard>
      )}
    </>
  );
}
