import { PageBanner } from '@/components/page-banner';
import { FaqBrowser } from '@/features/faq-assistant';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /faq: every question of the FAQ bank by category, with search. */
export function FaqRoute() {
  useDocumentTitle('常见问题');
  return (
    <>
      <PageBanner
        crumbs={[{ title: '常见问题' }]}
        title="常见问题"
        subtitle="购票、退改、行李、值机等出行问题的解答，找不到答案可随时咨询在线客服"
      />
      <div className="jc-container">
        <FaqBrowser />
      </div>
    </>
  );
}
