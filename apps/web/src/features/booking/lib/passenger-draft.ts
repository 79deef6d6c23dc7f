import type { PassengerType } from '@jc/shared';

/** One passenger row of the booking form, picked from 常用乘机人 or typed. */
export interface PassengerDraft {
  key: string;
  name: string;
  certType: string;
  certNo: string;
  birthday: string;
  phone: string;
  heroCertNo: string;
  savedPassengerId?: number;
  save: boolean;
  insurance: string[];
  /** Meal code by segment seq ('' for none). */
  meals: Record<number, string>;
}

let seq = 0;
export const newDraft = (p: Partial<PassengerDraft> = {}): PassengerDraft => ({
  key: `p${++seq}`,
  name: '',
  certType: '身份证',
  certNo: '',
  birthday: '',
  phone: '',
  heroCertNo: '',
  save: false,
  insurance: [],
  meals: {},
  ...p,
});

export const PASSENGER_TYPE_LABEL: Record<PassengerType, string> = {
  ADT: '成人',
  CHD: '儿童',
  INF: '婴儿',
  HERO: '伤残军警',
};
