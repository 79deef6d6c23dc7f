import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, App, Button, Checkbox, DatePicker, Input, Radio, Select, Skeleton, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { formatYuan } from '@jc/shared/money';
import { CERT_TYPES, birthdayFromCertificate } from '@jc/shared/rules/account';
import { FEE_BANDS, feeAmount } from '@jc/shared/rules/fares';
import {
  bookingPassengerType,
  checkBookingParty,
  validateBookingPassenger,
  type BookingPassengerErrors,
  type BookingPassengerField,
  type BookingPassengerInput,
} from '@jc/shared/rules/booking';
import { checkPhone } from '@jc/shared/rules/checkin';
import { chineseDayLabel, shanghaiDateOf } from '@jc/shared/rules/dates';
import type { PassengerType, TicketAppointmentRequest, TicketApplyResult } from '@jc/shared';
import { PageError } from '@/components/page-error';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { useAuthToken } from '@/hooks/use-auth-token';
import { errorText } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { getPassenger, usePassengers } from '@/features/passengers';
import { useApplyTicket } from '../api/apply-ticket';
import { useInsurance } from '../api/get-insurance';
import { useUsableCoupons } from '../api/get-usable-coupons';
import { usePlaceOrder } from '../api/place-order';
import { useMeals } from '../api/query-meals';
import { newDraft, PASSENGER_TYPE_LABEL, type PassengerDraft } from '../lib/passenger-draft';
import type { UrlSelection } from '../lib/selection';
import { placeName } from '@/lib/airports';
import { BookingTerms } from './booking-terms';
import card from '@/components/card.module.css';
import styles from './booking-page.module.css';

/** A fee as the refund and change quotes will charge it (rounded to the whole yuan, as they are). */
const yuanOfPercent = (fare: number, pct: number) =>
  pct >= 100 ? '不可退改' : formatYuan(feeAmount(fare, pct));

/**
 * A labelled control of the booking form, with its problem under it when it has one (marked, so
 * that a refused submit can bring the first one into view).
 */
function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <label className={styles.field} data-problem={error ? '' : undefined}>
      <span>{label}</span>
      {children}
      {error && <em className={styles.error}>{error}</em>}
    </label>
  );
}

/** A typed field: its control marked while the field has a problem, which shows under it. */
function TextField({
  label,
  error,
  onChange,
  testId,
  ...input
}: {
  label: string;
  error?: string | null | undefined;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  disabled?: boolean;
  placeholder?: string;
  inputMode?: 'numeric';
}) {
  return (
    <Field label={label} error={error}>
      <Input
        {...input}
        status={error ? 'error' : undefined}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </Field>
  );
}

/** A passenger's fields in the order the form shows them, for the first problem on the page. */
const FIELD_ORDER: readonly BookingPassengerField[] = [
  'name',
  'certType',
  'certNo',
  'birthday',
  'phone',
  'heroCertNo',
];

const CONTACT_NAME_REQUIRED = '请填写联系人姓名';
const CONTACT_PHONE_INVALID = '请输入正确的联系人手机号';
const TERMS_REQUIRED = '请阅读并同意预订须知';

function Segments({ apply }: { apply: TicketApplyResult }) {
  return (
    <section className={card.card} aria-label="航班信息">
      <h2 className={styles.cardTitle}>航班信息</h2>
      {apply.segments.map((s) => (
        <div key={s.seq} className={styles.segment} data-testid="booking-segment">
          <Tag color="blue">
            {apply.segments.filter((x) => x.legIndex === s.legIndex)[0] === s
              ? s.legIndex === 0
                ? '去程'
                : s.legIndex === 1 && apply.segments.some((x) => x.legIndex === 1)
                  ? '返程'
                  : `第${s.legIndex + 1}程`
              : '中转'}
          </Tag>
          <span className={styles.segDate}>{chineseDayLabel(s.flightDate)}</span>
          <strong className={styles.segTime}>
            {s.departure.slice(-5)} {placeName(s.depCityName, s.depAirportName)}
          </strong>
          <span className={styles.arrow}>→</span>
          <strong className={styles.segTime}>
            {s.arrival.slice(-5)} {placeName(s.arrCityName, s.arrAirportName)}
          </strong>
          <span className={styles.muted}>
            {s.flightNo} · {s.aircraftName} · {s.familyName}（{s.bookingClass}舱）
          </span>
        </div>
      ))}
      {apply.fareFamilies.map((f) => {
        const adultFare = apply.passengers.find((p) => p.type === 'ADT' || p.type === 'HERO')?.fare ?? 0;
        return (
          <div key={f.code} className={styles.family} data-testid="fare-rules">
            <div className={styles.familyHead}>
              <strong>
                {f.name}（{f.cabinName}）
              </strong>
              <span>
                免费托运行李 {f.checkedBaggageKg > 0 ? `${f.checkedBaggageKg}公斤` : '不含'} · {f.carryOn}
              </span>
            </div>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>每位成人</th>
                    {FEE_BANDS.map((b) => (
                      <th key={b.key}>{b.label}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th>退票费</th>
                    {FEE_BANDS.map((b) => (
                      <td key={b.key}>{yuanOfPercent(adultFare, f.refundFees[b.key])}</td>
                    ))}
                  </tr>
                  <tr>
                    <th>改期费</th>
                    {FEE_BANDS.map((b) => (
                      <td key={b.key}>{yuanOfPercent(adultFare, f.changeFees[b.key])}</td>
                    ))}
                  </tr>
                </tbody>
              </table>
            </div>
            <p className={styles.muted} data-testid="change-rule-note">
              改期限同航线、同舱位：改期费按上表收取，新航班票价高于原票价时另补差额，低于时不退差额。
            </p>
          </div>
        );
      })}
    </section>
  );
}

/** The booking page: re-priced selection, passengers, extras, coupon, price and the order. */
export function BookingPage({ selection }: { selection: UrlSelection | null }) {
  const token = useAuthToken();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const apply = useApplyTicket(selection);
  const insurance = useInsurance();
  const coupons = useUsableCoupons(selection);
  const saved = usePassengers(token);
  const profile = useCurrentUser().data;
  const placeOrder = usePlaceOrder();
  const idempotencyKey = useRef(crypto.randomUUID());
  const layout = useRef<HTMLDivElement>(null);

  const [drafts, setDrafts] = useState<PassengerDraft[]>([]);
  // What the passenger typed; a field not yet touched shows the member's own details.
  const [contactTyped, setContact] = useState<{ name?: string; phone?: string }>({});
  const [couponChoice, setCouponChoice] = useState<number | null | undefined>(undefined);
  const [terms, setTerms] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const toastKey = useRef<string | null>(null);

  /**
   * The page's one toast (a refused submit, a failed call): it takes the last one's place. Under a
   * key of its own, since antd updating a toast under the same key keeps the old one's timer, and
   * the new words would go with it.
   */
  const toast = (type: 'warning' | 'error', content: string) => {
    if (toastKey.current) message.destroy(toastKey.current);
    toastKey.current = `booking-problem-${crypto.randomUUID()}`;
    void message[type]({ key: toastKey.current, content });
  };

  // After a refused submit has drawn every problem, bring the first one on the page into view.
  useEffect(() => {
    if (!refusals) return;
    layout.current?.querySelector('[data-problem]')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [refusals]);

  const data = apply.data;
  const mealRequest = useMemo(
    () =>
      data
        ? {
            segments: data.segments.map((s) => ({
              flightNo: s.flightNo,
              flightDate: s.flightDate,
              cabin: s.cabin,
            })),
          }
        : null,
    [data],
  );
  const meals = useMeals(mealRequest);

  if (!selection) {
    return (
      <PageError
        title="没有可预订的航班"
        description="预订信息已失效，请重新查询并选择航班。"
        extra={<Link to={paths.home.url()}>返回首页查询</Link>}
      />
    );
  }
  if (apply.isPending) {
    return (
      <div className={card.card} data-testid="booking-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (apply.isError || !data) {
    return <QueryError query={apply} title="航班信息加载失败" />;
  }

  const travelDate = data.segments[0]!.flightDate;
  const today = shanghaiDateOf(new Date());
  const hero = selection.hero ?? false;
  const context = { travelDate, today, hero };
  const segCount = data.segments.length;
  const typeOf = (d: PassengerDraft): PassengerType | null =>
    /^\d{4}-\d{2}-\d{2}$/.test(d.birthday) ? bookingPassengerType(d.birthday, travelDate, hero) : null;

  const couponList = coupons.data?.coupons ?? [];
  const couponId = couponChoice === undefined ? (coupons.data?.bestId ?? null) : couponChoice;
  const coupon = couponList.find((c) => c.id === couponId && c.usable) ?? null;

  const insuranceProducts = insurance.data ?? [];
  const priceOfInsurance = (code: string) =>
    (insuranceProducts.find((p) => p.code === code)?.price ?? 0) * segCount;
  const mealPrice = (seq: number, code: string) =>
    meals.data?.[seq]?.options.find((o) => o.code === code)?.price ?? 0;

  // Price lines per passenger type: fares and taxes from the server's quote, extras from the choices.
  const lines = data.passengers.map((p) => {
    const ofType = drafts.filter((d) => typeOf(d) === p.type);
    const ins = ofType.reduce((sum, d) => sum + d.insurance.reduce((s, c) => s + priceOfInsurance(c), 0), 0);
    const meal = ofType.reduce(
      (sum, d) =>
        sum +
        Object.entries(d.meals).reduce((s, [seq, code]) => s + (code ? mealPrice(Number(seq), code) : 0), 0),
      0,
    );
    return { ...p, insurance: ins, meals: meal };
  });
  const extras = lines.reduce((s, l) => s + l.insurance + l.meals, 0);
  const discount = coupon?.discount ?? 0;
  const amount = Math.max(0, data.total + extras - discount);

  const inputs: (BookingPassengerInput & { saved: boolean })[] = drafts.map((d) => ({
    name: d.name,
    certType: d.certType,
    certNo: d.certNo,
    birthday: d.birthday,
    phone: d.phone || undefined,
    heroCertNo: d.heroCertNo || undefined,
    saved: !!d.savedPassengerId,
  }));
  const counts = {
    adultNum: selection.adultNum ?? 1,
    childNum: selection.childNum ?? 0,
    infantNum: selection.infantNum ?? 0,
  };
  const passengerErrors: BookingPassengerErrors[] = inputs.map((p) => validateBookingPassenger(p, context));
  const partyProblem = checkBookingParty(inputs, { ...context, counts });
  // The party's own problem (none yet, the same person twice, the counts…); a field's problem is
  // shown under the field instead.
  const partyOnlyProblem = passengerErrors.some((e) => Object.values(e).some(Boolean)) ? null : partyProblem;

  // The profile's phone comes masked (138****0000): only a whole number is filled in.
  const profilePhone = profile && !checkPhone(profile.phone) ? profile.phone : '';
  const contact = {
    name: contactTyped.name ?? profile?.name ?? '',
    phone: contactTyped.phone ?? profilePhone,
  };
  const contactNameProblem = contact.name.trim() ? null : CONTACT_NAME_REQUIRED;
  const contactPhoneProblem = /^1\d{10}$/.test(contact.phone.trim()) ? null : CONTACT_PHONE_INVALID;
  const termsProblem = terms ? null : TERMS_REQUIRED;

  /** Every problem, in the order the page shows them. */
  const problems = [
    ...passengerErrors.flatMap((e) => FIELD_ORDER.flatMap((f) => (e[f] ? [e[f]] : []))),
    partyOnlyProblem,
    contactNameProblem,
    contactPhoneProblem,
    termsProblem,
  ].filter((p): p is string => !!p);

  const update = (key: string, patch: Partial<PassengerDraft>) =>
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...patch } : d)));

  /**
   * A new certificate type or number. An ID card's birth date fills the birthday (the shared rule
   * the saved-passenger drawer uses) when it is empty or still holds the date of the number as it
   * was, so correcting a digit corrects the date; a date the passenger chose stays theirs.
   */
  const changeCertificate = (d: PassengerDraft, patch: { certType?: string; certNo?: string }) => {
    const next = { ...d, ...patch };
    const carried = birthdayFromCertificate(next.certType, next.certNo, today);
    const before = birthdayFromCertificate(d.certType, d.certNo, today);
    const birthday = carried && (!d.birthday || d.birthday === before) ? carried : d.birthday;
    update(d.key, { ...patch, birthday });
  };

  const pickSaved = async (id: number, checked: boolean) => {
    if (!checked) {
      setDrafts((list) => list.filter((d) => d.savedPassengerId !== id));
      return;
    }
    try {
      const p = await getPassenger(id);
      setDrafts((list) => [
        ...list,
        newDraft({
          name: p.name,
          certType: p.certType,
          certNo: p.certNo,
          birthday: p.birthday,
          phone: p.phone ?? '',
          savedPassengerId: p.id,
        }),
      ]);
    } catch (err) {
      toast('error', errorText(err, '读取乘机人失败'));
    }
  };

  const submit = async () => {
    setShowErrors(true);
    // Every problem stands under its field; the toast names the first, replacing the last one.
    const problem = problems[0] ?? partyProblem;
    if (problem) {
      toast('warning', problem);
      setRefusals((n) => n + 1);
      return;
    }
    if (toastKey.current) message.destroy(toastKey.current);
    const body: TicketAppointmentRequest = {
      hasRt: selection.hasRt,
      legs: selection.legs,
      hero,
      ...(selection.flashSaleRouteId ? { flashSaleRouteId: selection.flashSaleRouteId } : {}),
      ...counts,
      passengers: drafts.map((d) => ({
        name: d.name.trim(),
        certType: d.certType as TicketAppointmentRequest['passengers'][number]['certType'],
        certNo: d.certNo.trim(),
        birthday: d.birthday,
        ...(d.phone.trim() ? { phone: d.phone.trim() } : {}),
        ...(d.heroCertNo.trim() ? { heroCertNo: d.heroCertNo.trim() } : {}),
        ...(d.savedPassengerId ? { savedPassengerId: d.savedPassengerId } : {}),
        save: d.save && !d.savedPassengerId,
        insurance: d.insurance,
        meals: Object.entries(d.meals)
          .filter(([, code]) => code)
          .map(([seq, code]) => ({ segmentSeq: Number(seq), mealCode: code })),
      })),
      contact: { name: contact.name.trim(), phone: contact.phone.trim() },
      ...(coupon ? { userCouponId: coupon.id } : {}),
      acceptTerms: true,
      expectedAmount: amount,
    };
    const answer = await placeOrder
      .mutateAsync({ body, key: idempotencyKey.current })
      .catch((err: unknown) => {
        toast('error', errorText(err, '提交订单失败，请稍后重试'));
        return null;
      });
    if (!answer) return;
    if (answer.code === 200 && answer.data) {
      void navigate(paths.pay.url(answer.data.orderNo));
      return;
    }
    // Another body next time: a fresh key, so the corrected order is not refused as a repeat.
    idempotencyKey.current = crypto.randomUUID();
    if (answer.code === 401) {
      void navigate(paths.login.url(window.location.pathname + window.location.search));
      return;
    }
    modal.warning({
      title: answer.code === 409 ? '无法提交订单' : '提交失败',
      content: answer.msg,
      okText: '知道了',
      onOk: () => void apply.refetch().then(() => coupons.refetch()),
    });
  };

  const savedList = saved.data?.passengers ?? [];
  const pickedIds = new Set(drafts.flatMap((d) => (d.savedPassengerId ? [d.savedPassengerId] : [])));

  return (
    <div className={styles.layout} ref={layout}>
      <div className={styles.main}>
        {!data.sellable && (
          <Alert
            type="error"
            showIcon
            message="该航班暂不可预订"
            description={data.reason}
            className={styles.alert}
          />
        )}
        {data.priceChanged && (
          <Alert
            type="warning"
            showIcon
            data-testid="price-changed"
            className={styles.alert}
            message="票价已发生变化"
            description={`您查询时的价格为 ${formatYuan(selection.expectedTotal ?? 0)}，当前价格为 ${formatYuan(data.total)}（机票与税费），请确认后再提交订单。`}
          />
        )}
        <Segments apply={data} />

        <section className={card.card} aria-label="乘机人">
          <h2 className={styles.cardTitle}>
            乘机人
            <span className={styles.hint}>
              需 {counts.adultNum} 成人{counts.childNum ? ` ${counts.childNum} 儿童` : ''}
              {counts.infantNum ? ` ${counts.infantNum} 婴儿` : ''}（按乘机日年龄计算）
            </span>
          </h2>
          {token && (
            <div className={styles.saved} data-testid="saved-passengers">
              <span className={styles.muted}>常用乘机人：</span>
              {saved.isPending ? (
                <Skeleton.Button active size="small" />
              ) : savedList.length === 0 ? (
                <span className={styles.muted}>暂无，填写后可保存</span>
              ) : (
                savedList.map((p) => (
                  <Checkbox
                    key={p.id}
                    checked={pickedIds.has(p.id)}
                    onChange={(e) => void pickSaved(p.id, e.target.checked)}
                    data-testid="saved-passenger"
                  >
                    {p.name}
                  </Checkbox>
                ))
              )}
            </div>
          )}
          {drafts.map((d, i) => {
            const errors = showErrors ? passengerErrors[i]! : {};
            const type = typeOf(d);
            return (
              <div key={d.key} className={styles.passenger} data-testid="passenger-row">
                <div className={styles.passengerHead}>
                  <strong>乘机人 {i + 1}</strong>
                  {type && (
                    <Tag color={type === 'ADT' || type === 'HERO' ? 'blue' : 'gold'}>
                      {PASSENGER_TYPE_LABEL[type]}
                    </Tag>
                  )}
                  {d.savedPassengerId && <Tag>常用乘机人</Tag>}
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label="删除乘机人"
                    onClick={() => setDrafts((list) => list.filter((x) => x.key !== d.key))}
                  />
                </div>
                <div className={styles.grid}>
                  <TextField
                    label="姓名"
                    error={errors.name}
                    value={d.name}
                    disabled={!!d.savedPassengerId}
                    placeholder="与证件一致"
                    onChange={(name) => update(d.key, { name })}
                    testId="passenger-name"
                  />
                  <Field label="证件类型" error={errors.certType}>
                    <Select
                      value={d.certType}
                      disabled={!!d.savedPassengerId}
                      status={errors.certType ? 'error' : undefined}
                      options={CERT_TYPES.map((c) => ({ value: c, label: c }))}
                      onChange={(v) => changeCertificate(d, { certType: v })}
                    />
                  </Field>
                  <TextField
                    label="证件号码"
                    error={errors.certNo}
                    value={
                      d.savedPassengerId ? d.certNo.replace(/^(.{3}).+(.{4})$/, '$1***********$2') : d.certNo
                    }
                    disabled={!!d.savedPassengerId}
                    onChange={(certNo) => changeCertificate(d, { certNo })}
                    testId="passenger-cert"
                  />
                  <Field label="出生日期" error={errors.birthday}>
                    <DatePicker
                      value={d.birthday ? dayjs(d.birthday) : null}
                      disabled={!!d.savedPassengerId}
                      status={errors.birthday ? 'error' : undefined}
                      placeholder="YYYY-MM-DD"
                      onChange={(v) => update(d.key, { birthday: v ? v.format('YYYY-MM-DD') : '' })}
                      data-testid="passenger-birthday"
                    />
                  </Field>
                  <TextField
                    label="手机号（选填）"
                    error={errors.phone}
                    value={d.phone}
                    disabled={!!d.savedPassengerId}
                    onChange={(phone) => update(d.key, { phone })}
                    testId="passenger-phone"
                  />
                  {hero && (
                    <TextField
                      label="伤残军人证/伤残人民警察证号"
                      error={errors.heroCertNo}
                      value={d.heroCertNo}
                      onChange={(heroCertNo) => update(d.key, { heroCertNo })}
                      testId="passenger-hero-cert"
                    />
                  )}
                </div>
                {!d.savedPassengerId && token && (
                  <Checkbox
                    checked={d.save}
                    onChange={(e) => update(d.key, { save: e.target.checked })}
                    data-testid="passenger-save"
                  >
                    保存为常用乘机人
                  </Checkbox>
                )}
                {insuranceProducts.length > 0 && (
                  <div className={styles.extraRow}>
                    <span className={styles.extraLabel}>保险</span>
                    {insuranceProducts.map((p) => (
                      <Checkbox
                        key={p.code}
                        checked={d.insurance.includes(p.code)}
                        onChange={(e) =>
                          update(d.key, {
                            insurance: e.target.checked
                              ? [...d.insurance, p.code]
                              : d.insurance.filter((c) => c !== p.code),
                          })
                        }
                        data-testid="insurance-option"
                      >
                        <span title={`${p.coverage}（${p.insurer}）`}>
                          {p.name} {formatYuan(p.price)}/人/段
                        </span>
                      </Checkbox>
                    ))}
                  </div>
                )}
                {meals.data && meals.data.some((m) => m.options.length > 0) && (
                  <div className={styles.extraRow}>
                    <span className={styles.extraLabel}>餐食</span>
                    {meals.data.map((m, seq) =>
                      m.options.length === 0 ? (
                        <span key={seq} className={styles.muted}>
                          {m.flightNo} {m.included ?? '无餐食预订'}
                        </span>
                      ) : (
                        <Select
                          key={seq}
                          className={styles.mealSelect}
                          aria-label={`${m.flightNo} 餐食`}
                          value={d.meals[seq] ?? ''}
                          onChange={(v) => update(d.key, { meals: { ...d.meals, [seq]: v } })}
                          options={[
                            { value: '', label: `${m.flightNo} 不预订餐食` },
                            ...m.options.map((o) => ({
                              value: o.code,
                              label: `${m.flightNo} ${o.name} ${formatYuan(o.price)}`,
                            })),
                          ]}
                          data-testid="meal-select"
                        />
                      ),
                    )}
                  </div>
                )}
              </div>
            );
          })}
          <Button
            icon={drafts.length ? <PlusOutlined /> : <UserAddOutlined />}
            onClick={() => setDrafts((l) => [...l, newDraft()])}
            data-testid="add-passenger"
          >
            新增乘机人
          </Button>
          {showErrors && partyOnlyProblem && (
            <Alert
              type="warning"
              showIcon
              message={partyOnlyProblem}
              className={styles.alert}
              data-problem=""
              data-testid="party-problem"
            />
          )}
        </section>

        <section className={card.card} aria-label="联系人">
          <h2 className={styles.cardTitle}>联系人</h2>
          <div className={styles.grid}>
            <TextField
              label="联系人姓名"
              error={showErrors ? contactNameProblem : null}
              value={contact.name}
              onChange={(name) => setContact((typed) => ({ ...typed, name }))}
              testId="contact-name"
            />
            <TextField
              label="联系人手机号"
              error={showErrors ? contactPhoneProblem : null}
              value={contact.phone}
              inputMode="numeric"
              onChange={(phone) => setContact((typed) => ({ ...typed, phone }))}
              testId="contact-phone"
            />
          </div>
        </section>

        {!selection.flashSaleRouteId && (
          <section className={card.card} aria-label="优惠券">
            <h2 className={styles.cardTitle}>优惠券</h2>
            {coupons.isPending ? (
              <Skeleton active paragraph={{ rows: 2 }} />
            ) : coupons.isError ? (
              <Alert
                type="error"
                message="优惠券加载失败"
                action={
                  <Button size="small" onClick={() => void coupons.refetch()}>
                    重试
                  </Button>
                }
              />
            ) : couponList.length === 0 ? (
              <p className={styles.muted}>暂无可用优惠券</p>
            ) : (
              <Radio.Group
                value={couponId ?? 0}
                onChange={(e) => setCouponChoice(e.target.value === 0 ? null : (e.target.value as number))}
                className={styles.coupons}
              >
                {couponList.map((c) => (
                  <Radio
                    key={c.id}
                    value={c.id}
                    disabled={!c.usable}
                    className={styles.coupon}
                    data-testid="coupon-option"
                  >
                    <strong>{c.couponName}</strong>{' '}
                    <span className={styles.price}>-{formatYuan(c.discount || c.couponAmount * 100)}</span>
                    <span className={styles.muted}>
                      {' '}
                      满{formatYuan(c.limitAmount)}可用 · 有效期至 {c.gainExpireTime.slice(0, 10)}
                    </span>
                    {!c.usable && c.reason && <em className={styles.reason}>（{c.reason}）</em>}
                  </Radio>
                ))}
                <Radio value={0}>不使用优惠券</Radio>
              </Radio.Group>
            )}
          </section>
        )}
      </div>

      <aside className={styles.side}>
        <section
          className={`${card.card} ${card.accent} ${styles.sticky}`}
          aria-label="价格明细"
          data-testid="price-breakdown"
        >
          <h2 className={styles.cardTitle}>价格明细</h2>
          {data?.flashSale && (
            <p className={styles.flashNote} data-testid="flash-sale-note">
              <Tag color="red">限时秒杀</Tag>
              秒杀特价，余 {data.flashSale.stockLeft} 张，您还可抢 {data.flashSale.perUserLeft}{' '}
              张；不可使用优惠券。
            </p>
          )}
          {lines.map((l) => (
            <div key={l.type} className={styles.priceGroup} data-testid={`price-line-${l.type}`}>
              <strong>
                {PASSENGER_TYPE_LABEL[l.type]} × {l.count}
              </strong>
              <dl className={styles.priceList}>
                <dt>票价</dt>
                <dd>
                  {formatYuan(l.fare)} × {l.count}
                </dd>
                <dt>民航发展基金</dt>
                <dd>
                  {formatYuan(l.developmentFund)} × {l.count}
                </dd>
                <dt>燃油附加费</dt>
                <dd>
                  {formatYuan(l.fuelSurcharge)} × {l.count}
                </dd>
                {l.insurance > 0 && (
                  <>
                    <dt>保险</dt>
                    <dd>{formatYuan(l.insurance)}</dd>
                  </>
                )}
                {l.meals > 0 && (
                  <>
                    <dt>餐食</dt>
                    <dd>{formatYuan(l.meals)}</dd>
                  </>
                )}
              </dl>
            </div>
          ))}
          {discount > 0 && (
            <div className={styles.discount}>
              <span>优惠券</span>
              <span data-testid="price-discount">-{formatYuan(discount)}</span>
            </div>
          )}
          <div className={styles.total}>
            <span>应付总额</span>
            <strong data-testid="booking-total">{formatYuan(amount)}</strong>
          </div>
          <BookingTerms agreed={terms} onAgreedChange={setTerms} error={showErrors ? termsProblem : null} />
          <Button
            type="primary"
            size="large"
            block
            className={styles.submit}
            disabled={!data.sellable}
            loading={placeOrder.isPending}
            onClick={() => void submit()}
            data-testid="booking-submit"
          >
            提交订单
          </Button>
          <p className={styles.muted}>提交后请在 {data.payMinutes} 分钟内完成支付，超时订单将自动取消。</p>
        </section>
      </aside>
    </div>
  );
}
