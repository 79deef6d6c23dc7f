import { Tag } from 'antd';
import { PASSENGER_TYPE_NAMES, type PassengerAgeType } from '@jc/shared/rules/account';

export const TYPE_COLORS: Record<PassengerAgeType, string> = { ADT: 'blue', CHD: 'gold', INF: 'magenta' };

/** 成人 / 儿童 / 婴儿, by age today. */
export function PassengerTypeTag({ type }: { type: PassengerAgeType }) {
  return (
    <Tag color={TYPE_COLORS[type]} bordered={false} data-testid="passenger-type">
      {PASSENGER_TYPE_NAMES[type]}
    </Tag>
  );
}
