import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatRupiah } from '../lib/format';
import { PlainIcon } from './plain-icon';
import { starIcons, starsOf, useRatingTexts } from './rating-texts';
import { VisuallyHidden } from './visually-hidden';
import './plain-card.css';

/**
 * The catalogue cards' parts in plain markup and CSS classes (`plain-card.css`), with the look and the
 * accessibility of the MUI parts (`card-parts.tsx`, `CoverImage`, `PriceTag`, `Rating`) they replace in the
 * class, material, package and course cards. A list of twelve cards rendered ~25 MUI components and an emotion
 * style per card; on a phone's slowed main thread that was most of the catalogue's blocking time (ADR 0060).
 * A card is one link (its title) whose hit area is stretched over the whole card.
 */

export function PlainCardShell({ kind, children }: { kind: string; children: ReactNode }) {
  return (
    <article className="cc-card" data-card={kind}>
      {children}
    </article>
  );
}

/** The card's text below its cover; its last children (rating, price) sit at the bottom. */
export function PlainCardBody({ children }: { children: ReactNode }) {
  return <div className="cc-body">{children}</div>;
}

/** Pushes what follows to the bottom of the card (cards of a row share its height). */
export function PlainCardSpacer() {
  return <div className="cc-spacer" />;
}

/** A cover in a fixed-ratio box (no layout shift); a tinted block when there is none or it fails to load. */
export function PlainCover({ src, eager = false }: { src: string | null; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="cc-cover">
      {src && !failed ? (
        <img
          src={src}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          width={640}
          height={360}
          onError={() => setFailed(true)}
        />
      ) : null}
    </div>
  );
}

/** Small labels (level, kind, subject) at the top of a card; the first one stands out. */
export function PlainCardChips({ labels }: { labels: ReadonlyArray<string | null | undefined> }) {
  const shown = labels.filter((label): label is string => Boolean(label));
  return (
    <div className="cc-chips">
      {shown.map((label, index) => (
        <span key={`${label}-${index}`} className={index === 0 ? 'cc-chip cc-chip-first' : 'cc-chip'}>
          {label}
        </span>
      ))}
    </div>
  );
}

/** The card's title: a heading holding the card's only link, stretched over the card. */
export function PlainCardTitleLink({
  to,
  component: Heading = 'h3',
  children,
}: {
  to: string;
  component?: 'h2' | 'h3';
  children: ReactNode;
}) {
  return (
    <Heading className="cc-title">
      <RouterLink to={to} className="cc-title-link">
        {children}
      </RouterLink>
    </Heading>
  );
}

/** A small line of secondary facts (icon + text), cut short with an ellipsis. */
export function PlainCardFact({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <span className="cc-fact">
      <PlainIcon path={icon} />
      <span className="cc-fact-text">{children}</span>
    </span>
  );
}

/** A price in rupiah, "Gratis" for 0, and on sale the regular price struck through (read as "harga normal"). */
export function PlainPriceTag({
  amount,
  previousAmount,
}: {
  amount: number;
  previousAmount?: number | null;
}) {
  const { t } = useTranslation();
  const onSale = previousAmount !== undefined && previousAmount !== null && previousAmount > amount;
  return (
    <span className="cc-price" data-price={amount}>
      <span className={amount === 0 ? 'cc-price-now cc-price-free' : 'cc-price-now'}>
        {amount === 0 ? t('catalogue.price.free') : formatRupiah(amount)}
      </span>
      {onSale ? (
        <del className="cc-price-before">
          <VisuallyHidden>{t('catalogue.price.regular')} </VisuallyHidden>
          {formatRupiah(previousAmount)}
        </del>
      ) : null}
    </span>
  );
}

/** Stars and the average; screen readers hear one sentence ("Rating 4,5 dari 5, 6 ulasan"), as with `Rating`. */
export function PlainRating({
  value,
  count,
  label,
}: {
  value: number;
  count: number;
  label?: string | undefined;
}) {
  const texts = useRatingTexts(value, count, label);
  if (count === 0) {
    return (
      <span className="cc-rating-none" data-rating="none">
        {texts.none}
      </span>
    );
  }
  return (
    <span
      className="cc-rating"
      role="img"
      aria-label={texts.spoken}
      data-rating={value}
      data-rating-count={count}
    >
      {label ? (
        <span className="cc-rating-label" aria-hidden="true">
          {label}
        </span>
      ) : null}
      <span className="cc-stars" aria-hidden="true">
        {starsOf(value).map((star, index) => (
          <PlainIcon key={index} path={starIcons[star]} />
        ))}
      </span>
      <span className="cc-rating-value" aria-hidden="true">
        {texts.valueText}
      </span>
      {texts.countShown === null ? null : (
        <span className="cc-rating-count" aria-hidden="true">
          ({texts.countShown})
        </span>
      )}
    </span>
  );
}
