import { BannerPage } from '@/components/page-banner';
import { FaqBrowser } from '@/features/faq-assistant';

/** /faq: every question of the FAQ bank by category, with search. */
export function FaqRoute() {
  return (
    <BannerPage
      title="常见问题"
      subtitle="购票、退改、行李、值机等出行问题的解答，找不到答案可随时咨询在线客服"
    >
      <FaqBrowser />
    </BannerPage>
  );
}
