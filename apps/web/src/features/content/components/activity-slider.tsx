import { useEffect, useRef, useState } from 'react';
import { ACTIVITY_SLIDER } from '@jc/shared/constants';
import type { Activity } from '@jc/shared';
import { paths } from '@/config/paths';
import { notify } from '@/components/antd/notify';
import { HomeSection, SectionEmpty, SectionMoreLink } from '@/components/section-heading';
import { useActivities } from '../api/get-activities';
import { useMediaQuery } from '../hooks/use-media-query';
import { ActivityCard } from './activity-card';
import styles from './activity-slider.module.css';

/** docs/rules.md has 4 slides in view; narrower screens show fewer so the cards stay legible. */
function useSlidesPerView() {
  const wide = useMediaQuery('(min-width: 992px)');
  const medium = useMediaQuery('(min-width: 600px)');
  return wide ? ACTIVITY_SLIDER.slidesPerView : medium ? 2 : 1;
}

/**
 * Autoplay as docs/rules.md sets it: rest for the delay (500 ms), then move one slide over the
 * speed (2000 ms), forever. Copies of the first slides follow the last so the loop keeps moving
 * the same way; once the copies fill the view it jumps back to the originals without animation.
 */
function useLoop(count: number, perView: number, paused: boolean) {
  const loop = ACTIVITY_SLIDER.loop && count > perView;
  const [position, setPosition] = useState({ index: 0, moving: false });

  useEffect(() => {
    if (!loop || paused) return;
    const { index, moving } = position;
    const timer = moving
      ? window.setTimeout(
          () => setPosition({ index: index >= count ? index - count : index, moving: false }),
          ACTIVITY_SLIDER.speedMs,
        )
      : window.setTimeout(
          () => setPosition({ index: (index % count) + 1, moving: true }),
          ACTIVITY_SLIDER.autoplayDelayMs,
        );
    return () => window.clearTimeout(timer);
  }, [loop, paused, position, count]);

  return { loop, index: loop ? position.index : 0, moving: position.moving };
}

function Slider({ activities }: { activities: Activity[] }) {
  const perView = useSlidesPerView();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { loop, index, moving } = useLoop(activities.length, perView, hovered || focused);
  const slides = loop ? [...activities, ...activities.slice(0, perView)] : activities;

  return (
    <div
      className={styles.viewport}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      data-testid="activity-slider"
      data-index={index}
    >
      <ul
        className={styles.track}
        style={{
          transform: `translateX(${(-index * 100) / perView}%)`,
          transition: moving ? `transform ${ACTIVITY_SLIDER.speedMs}ms ease-in-out` : 'none',
        }}
      >
        {slides.map((activity, i) => {
          const copy = i >= activities.length;
          return (
            <li
              key={copy ? `copy-${activity.id}` : activity.id}
              className={styles.slide}
              style={{ flexBasis: `${100 / perView}%` }}
            >
              <ActivityCard
                activity={activity}
                hidden={copy}
                data-testid={copy ? undefined : 'activity-slide'}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** docs/pages.md: the thematic activity slider. A failing list shows its msg (section 8). */
export default function ActivitySlider() {
  const { data, error, isPending } = useActivities();
  // Once per failure, also under StrictMode's double effects in development.
  const reported = useRef<unknown>(null);

  useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    void notify.error(error.message);
  }, [error]);

  return (
    <HomeSection
      id="home-activities-title"
      className={styles.section}
      testId="activity-block"
      title="主题活动"
      eyebrow="Featured Journeys"
      extra={<SectionMoreLink to={paths.activities.url()}>更多活动</SectionMoreLink>}
    >
      {isPending ? (
        <div className={styles.placeholder} aria-hidden="true" />
      ) : data?.length ? (
        <Slider activities={data} />
      ) : (
        <SectionEmpty>{error ? '主题活动暂时无法显示' : '暂无主题活动'}</SectionEmpty>
      )}
    </HomeSection>
  );
}
