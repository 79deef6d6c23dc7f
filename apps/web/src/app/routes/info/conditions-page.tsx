import { CONDITIONS_OF_CARRIAGE_TITLE, useConditionsOfCarriage } from '@/components/conditions-of-carriage';
import { InfoLayout } from './info-layout';
import styles from './info-page.module.css';

/** /conditionsOfCarriage (客规): the passenger's conditions, with the fee tables from the fares themselves. */
export function ConditionsOfCarriageRoute() {
  const sections = useConditionsOfCarriage();
  return (
    <InfoLayout
      title={CONDITIONS_OF_CARRIAGE_TITLE}
      subtitle="购票、退改、值机与不正常航班的主要规定（摘要）"
      sections={sections}
      lead={
        <p className={styles.note}>
          本页为运输总条件的摘要；具体客票的行李额与退改规定以订票页和订单详情所示为准。
        </p>
      }
    />
  );
}
