import { lazy, startTransition, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { lazyWithAntd } from '@/components/antd/antd-island';
import { loadMessagingAppLogin, loadNonMemberDialog } from '@/features/account';
import {
  HomeBanner,
  loadActivitySlider,
  loadHelpSidebar,
  loadHomePopups,
  loadMemberSignup,
  loadNoticeBlock,
  NoticeTicker,
} from '@/features/content';
import { loadBirthdayCoupons } from '@/features/coupons';
// The entry only declares lazy parts: the panel's code arrives when the passenger opens it.
import { AssistantPanel } from '@/features/faq-assistant';
import { loadSpecialFaresStrip } from '@/features/special-fares';
import { useAuthToken } from '@/hooks/use-auth-token';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { onceInOwnTask } from '@/lib/tasks';
import { HERO_TITLE, HomeHero } from './home-hero';
import { SearchPanel } from './search-panel';
import styles from './home-page.module.css';

// Below the fold and on top of the page: each block's code arrives after the banner, the search
// card and the ticker have painted. None of them needs antd: the controls that do (the calendar,
// the fares' airport list) bring it when the passenger reaches for them (docs/web.md).
// Each block's start (its files' preload links and its data call) runs once, in a task of its
// own: React's lazy calls it while it renders the page, and seven starts in that render made one
// long task.
const blockLoaders = {
  shortcuts: onceInOwnTask(() => import('./service-shortcuts')),
  specialFares: onceInOwnTask(loadSpecialFaresStrip),
  notices: onceInOwnTask(loadNoticeBlock),
  activities: onceInOwnTask(loadActivitySlider),
  member: onceInOwnTask(loadMemberSignup),
  helpSidebar: onceInOwnTask(loadHelpSidebar),
  popups: onceInOwnTask(loadHomePopups),
};
const ServiceShortcuts = lazy(blockLoaders.shortcuts);
const SpecialFaresStrip = lazy(blockLoaders.specialFares);
const NoticeBlock = lazy(blockLoaders.notices);
const ActivitySlider = lazy(blockLoaders.activities);
const MemberSignup = lazy(blockLoaders.member);
const HelpSidebar = lazy(blockLoaders.helpSidebar);
const HomePopups = lazy(blockLoaders.popups);
// Only when the messaging app sent the visitor back with a code.
const MessagingAppLogin = lazy(loadMessagingAppLogin);
// Only for a logged-in passenger, so visitors never download them.
const NonMemberDialog = lazyWithAntd(loadNonMemberDialog);
const BirthdayCoupons = lazyWithAntd(loadBirthdayCoupons);

/**
 * Starts every block's download once the first paint is done, also those React has not rendered
 * yet. React renders a suspended boundary's siblings only later, so without this the chunks would
 * arrive one after another; the browser keeps each module, so React.lazy then finds it there.
 */
function usePrefetchBlocks() {
  useEffect(() => {
    for (const start of Object.values(blockLoaders)) void start();
  }, []);
}

/** Links such as the 404 page's 机票预订 point at #flight-search; client navigation does not scroll by itself. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
}

/**
 * docs/rules.md: loading the home page clears session storage. It runs in the first render,
 * before any block reads what it has already shown this session.
 */
function useClearSessionOnLoad() {
  useState(() => {
    try {
      sessionStorage.clear();
    } catch {
      // Storage disabled: there is nothing to clear.
    }
    return true;
  });
}

/**
 * The logged-in member's birthday-coupon check, which docs/rules.md runs after the activity
 * pop-up and the announcement are closed (or when there are none): from then on, whenever a token
 * is stored (also one that the messaging-app login stores later), BirthdayCoupons asks user info,
 * then for a member the waiting coupons (argument 0), and offers them for claiming. A visitor has
 * no coupons to check, so for visitors the pop-up chain ends here.
 */
function useBirthdayCouponCheck() {
  const [popupsDone, setPopupsDone] = useState(false);
  const checkBirthdayCoupons = useCallback(() => setPopupsDone(true), []);
  return { popupsDone, checkBirthdayCoupons };
}

/**
 * Whether the search card reaches into the bottom of the screen, where the help buttons and the
 * activity thumbnail float. On a phone they stood over the edge of 查询 on the first screen; while
 * this holds they tuck into slim tabs at the screen's edges (their stylesheets do it on phones
 * only), and come back once the passenger scrolls the card up.
 */
function useSearchCardAtFoot() {
  const [atFoot, setAtFoot] = useState(false);
  useEffect(() => {
    const card = document.getElementById('flight-search');
    if (!card || typeof IntersectionObserver === 'undefined') return;
    // The bottom 30% of the screen: the floating widgets' band on the shortest phones too.
    // A transition: the page's render for it may take in blocks that have just arrived, and
    // React slices only transitions (docs/web.md, "Rules of the app's start").
    const observer = new IntersectionObserver(
      ([entry]) => startTransition(() => setAtFoot(!!entry?.isIntersecting)),
      {
        rootMargin: '-70% 0px 0px 0px',
      },
    );
    observer.observe(card);
    return () => observer.disconnect();
  }, []);
  return atFoot;
}

/**
 * A block below the first screen: its code arrives later (a placeholder holds its height until
 * then), and while it is off screen the browser skips its style, layout and paint
 * (`content-visibility`), so a block that arrives or changes off screen costs the main thread
 * next to nothing (docs/web.md, "Rules of the app's start").
 */
function LateBlock({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.lateBlock}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </div>
  );
}

/** The home page (docs/pages.md): every block in the order docs/pages.md gives, the search card over the banner. */
export function HomeRoute() {
  useClearSessionOnLoad();
  useDocumentTitle();
  useScrollToHash();
  usePrefetchBlocks();
  const [params] = useSearchParams();

  const token = useAuthToken();
  const [assistantOpen, setAssistantOpen] = useState(false);
  const { popupsDone, checkBirthdayCoupons: onPopupsDone } = useBirthdayCouponCheck();
  const searchAtFoot = useSearchCardAtFoot();

  return (
    <div className={styles.page}>
      <HomeBanner title={HERO_TITLE} fallback={<HomeHero />} />
      <div className="jc-container">
        <SearchPanel />
        <NoticeTicker />
        <LateBlock fallback={<div className={styles.shortcutsPlaceholder} />}>
          <ServiceShortcuts />
        </LateBlock>
        <LateBlock fallback={<div className={styles.blockPlaceholder} />}>
          <SpecialFaresStrip />
        </LateBlock>
        <LateBlock fallback={<div className={styles.blockPlaceholder} />}>
          <NoticeBlock />
        </LateBlock>
        <LateBlock fallback={<div className={styles.blockPlaceholder} />}>
          <ActivitySlider />
        </LateBlock>
        <LateBlock fallback={null}>
          <MemberSignup />
        </LateBlock>
      </div>
      <Suspense fallback={null}>
        <HelpSidebar
          assistantOpen={assistantOpen}
          onOpenAssistant={() => setAssistantOpen((open) => !open)}
          tucked={searchAtFoot && !assistantOpen}
        />
        {assistantOpen && <AssistantPanel onClose={() => setAssistantOpen(false)} />}
        <HomePopups onPopupsDone={onPopupsDone} tucked={searchAtFoot} />
      </Suspense>
      {params.has('code') && (
        <Suspense fallback={null}>
          <MessagingAppLogin />
        </Suspense>
      )}
      {token && (
        <Suspense fallback={null}>
          <NonMemberDialog />
          {popupsDone && <BirthdayCoupons token={token} />}
        </Suspense>
      )}
    </div>
  );
}
