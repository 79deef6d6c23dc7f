import type { ReactNode } from 'react';
import ArrowRightOutlined from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined';
import UpOutlined from '@ant-design/icons-svg/es/asn/UpOutlined';
import { chineseDayLabel } from '@jc/shared/rules/dates';
import { TripType } from '@jc/shared/constants';
import { describePassengers } from '@/features/flight-search';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Tag } from '@/components/ui/tag';
import type { TicketSearch } from '@/lib/ticket-search';
import { searchLegs } from '../lib/stored-search';
import styles from './search-summary.module.css';

const TRIP_TYPE_LABEL: Record<TripType, string> = {
  [TripType.OneWay]: '单程',
  [TripType.RoundTrip]: '往返',
  [TripType.MultiLeg]: '多程',
};

export const shortDate = (date: string) => (date ? chineseDayLabel(date) : '未选择');

interface SearchSummaryProps {
  search: TicketSearch;
  police: boolean;
  editing: boolean;
  onToggleEdit: () => void;
  /** The 修改 panel, shown under the bar while editing. */
  children?: ReactNode;
}

/** The bar above the results: route, dates, passengers and trip type, with 修改. */
export function SearchSummary({ search, police, editing, onToggleEdit, children }: SearchSummaryProps) {
  const { form } = search;
  const legs = searchLegs(search);
  const roundTrip = form.hasRt === TripType.RoundTrip;
  return (
    <section
      className={styles.card}
      aria-labelledby="ticket-search-title"
      data-testid="ticket-search-summary"
    >
      <div className={styles.bar}>
        <Tag color="blue" className={styles.tag} data-testid="ticket-trip-type">
          {TRIP_TYPE_LABEL[form.hasRt]}
        </Tag>
        <h1 id="ticket-search-title" className={styles.route} data-testid="ticket-route">
          {roundTrip || legs.length === 1 ? (
            <>
              <span>{form.depCity || '未选择'}</span>
              <span className={styles.arrow}>
                <Icon
                  icon={roundTrip ? SwapOutlined : ArrowRightOutlined}
                  aria-label={roundTrip ? '往返' : '至'}
                />
              </span>
              <span>{form.arrCity || '未选择'}</span>
            </>
          ) : (
            legs.map((leg, i) => (
              <span key={i} className={styles.multiLeg}>
                {i > 0 && <span className={styles.sep}>·</span>}
                {leg.depCity || '?'}
                <Icon icon={ArrowRightOutlined} className={styles.smallArrow} />
                {leg.arrCity || '?'}
              </span>
            ))
          )}
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>{roundTrip ? '去程' : '出发'}</dt>
            <dd data-testid="ticket-departure-date">{shortDate(form.flightDate)}</dd>
          </div>
          {roundTrip && (
            <div>
              <dt>返程</dt>
              <dd data-testid="ticket-return-date">{shortDate(form.endTime)}</dd>
            </div>
          )}
          <div>
            <dt>乘客</dt>
            <dd data-testid="ticket-passengers">
              {police ? describePassengers(form).replace('成人', '伤残军警') : describePassengers(form)}
            </dd>
          </div>
        </dl>
        <Button
          className={styles.edit}
          variant={editing ? 'default' : 'primary'}
          ghost={!editing}
          icon={<Icon icon={EditOutlined} aria-hidden="true" />}
          aria-expanded={editing}
          onClick={onToggleEdit}
          data-testid="ticket-modify"
        >
          修改 {editing ? <Icon icon={UpOutlined} /> : <Icon icon={DownOutlined} />}
        </Button>
      </div>
      {police && (
        <p className={styles.heroNotice} data-testid="ticket-hero-notice">
          <Icon icon={SafetyCertificateOutlined} aria-hidden="true" />
          <span>
            伤残军人/伤残人民警察优待票：票价为同舱位全价的50%（成人特价更低时按成人特价），
            <strong>订票时需填写《残疾军人证》或《伤残人民警察证》号码</strong>
            ，乘机时请携带证件原件。
          </span>
        </p>
      )}
      {editing && children}
    </section>
  );
}
