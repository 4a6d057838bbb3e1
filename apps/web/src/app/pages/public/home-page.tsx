import {
  mdiAccountTie,
  mdiArrowRight,
  mdiBookOpenPageVariant,
  mdiCheckDecagramOutline,
  mdiGoogleClassroom,
  mdiLightbulbOnOutline,
  mdiMagnify,
} from '@mdi/js';
import { type FormEvent, lazy, Suspense, useId, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PlainIcon } from '../../../components/plain-icon';
import { WhenVisible } from '../../../components/when-visible';
import { AccountDeletedNotice } from '../../../features/account-data/components/account-deleted-notice';
import { SignInForm } from '../../../features/auth/components/sign-in-form';
import {
  loadSuggestionList,
  type SuggestionListProps,
  useSuggestionBox,
} from '../../../features/catalogue-search/hooks/use-suggestion-box';
import { releaseLandingPrerender } from '../../landing-prerender';
import { loadThemed } from '../../lazy-themed';
import { CallsToAction } from './home-calls-to-action';
import { Steps } from './home-steps';
import { paths } from '../../../config/paths';

const catalogue = [
  { key: 'classes', to: paths.classes(), icon: mdiGoogleClassroom, tint: '#e3ebfb' },
  { key: 'materials', to: paths.materials(), icon: mdiBookOpenPageVariant, tint: '#fdf0dc' },
  { key: 'skillCourses', to: paths.skillCourses(), icon: mdiLightbulbOnOutline, tint: '#e2f4ea' },
  { key: 'tutors', to: paths.tutors(), icon: mdiAccountTie, tint: '#f1e6fa' },
] as const;

const highlights = ['live', 'materials', 'verified', 'levels'] as const;

/**
 * The catalogue showcase (cards, carousels, their data; built with MUI, so it brings the theme) loads when the
 * visitor scrolls towards it.
 */
const HomeFeatured = lazy(() => loadThemed(() => import('./home-featured')));

function FeaturedFallback() {
  const { t } = useTranslation();
  return (
    <div className="s-container s-featured-fallback" role="status" aria-label={t('app.loading')}>
      <div className="s-skeleton" aria-hidden="true" style={{ width: 280, height: 32, marginTop: 8 }} />
      <div className="s-featured-fallback-grid" aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="s-skeleton" style={{ height: 320 }} />
        ))}
      </div>
    </div>
  );
}

/**
 * The hero's search form (`role="search"`): a labelled search field with suggestions (a combobox) and its button;
 * Enter submits unless a suggestion is highlighted.
 */
/**
 * The suggestion list with the app's query client around it: the landing page renders without one (TanStack Query
 * is not in its first JavaScript, ADR 0057), so both arrive together on first focus.
 */
const loadScopedSuggestionList = async () => {
  const [{ QueryScope }, List] = await Promise.all([import('../../query-scope'), loadSuggestionList()]);
  return function ScopedSuggestionList(props: SuggestionListProps) {
    return (
      <QueryScope>
        <List {...props} />
      </QueryScope>
    );
  };
};

function HeroSearch({ onSearch }: { onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  // Suggestions while typing; their code loads on first focus (the landing's JavaScript budget, ADR 0061).
  const suggestions = useSuggestionBox(text, loadScopedSuggestionList);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="s-search" role="search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('home.search.label')}
      </label>
      <div className="s-search-field">
        <PlainIcon path={mdiMagnify} />
        <input
          id={id}
          className="s-search-input"
          type="search"
          name="q"
          value={text}
          placeholder={t('home.search.placeholder')}
          maxLength={100}
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
          {...suggestions.inputProps}
        />
        {suggestions.list}
      </div>
      <button type="submit" className="s-btn s-btn-warning s-search-submit">
        {t('catalogue.search.submit')}
      </button>
    </form>
  );
}

function Hero() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Words go to the search across every kind of item (issue 16); an empty search browses the classes.
  const search = (text: string) => void navigate(text ? paths.search({ q: text }) : paths.classes());
  return (
    <section className="s-hero" aria-labelledby="hero-title">
      <div className="s-container s-hero-inner">
        <div>
          <p className="s-overline s-hero-overline">{t('home.hero.overline')}</p>
          <h1 id="hero-title" className="s-h1 s-hero-title">
            {t('home.hero.title')}
          </h1>
          <p className="s-hero-subtitle">{t('home.hero.subtitle')}</p>
          <HeroSearch onSearch={search} />
          {/* On phones the sign-in form comes first; the highlights stay for larger screens. */}
          <ul className="s-highlights" aria-label={t('home.highlights.label')}>
            {highlights.map((key) => (
              <li key={key}>
                <PlainIcon path={mdiCheckDecagramOutline} />
                {t(`home.highlights.${key}`)}
              </li>
            ))}
          </ul>
          <div className="s-hero-actions">
            <RouterLink to={paths.classes()} className="s-btn s-btn-lg s-btn-warning">
              {t('home.hero.explore')}
              <PlainIcon path={mdiArrowRight} />
            </RouterLink>
            <RouterLink
              to={paths.freeTrialSignUp()}
              className="s-btn s-btn-lg s-hero-trial"
              data-free-trial-link=""
            >
              {t('home.hero.freeTrial')}
            </RouterLink>
          </div>
        </div>
        <div id="masuk" className="s-sign-in-card">
          <SignInForm />
        </div>
      </div>
    </section>
  );
}

function Catalogue() {
  const { t } = useTranslation();
  return (
    <section className="s-container s-section" aria-labelledby="catalogue-title">
      <h2 id="catalogue-title" className="s-h2">
        {t('home.catalogue.title')}
      </h2>
      <p className="s-body s-muted s-section-subtitle">{t('home.catalogue.subtitle')}</p>
      <div className="s-catalogue-grid">
        {catalogue.map((item) => (
          <div key={item.key} className="s-card">
            <RouterLink to={item.to} className="s-card-link">
              <span className="s-card-icon" style={{ backgroundColor: item.tint }}>
                <PlainIcon path={item.icon} />
              </span>
              <h3 className="s-h3">{t(`home.catalogue.${item.key}.title`)}</h3>
              <span className="s-muted s-card-text">{t(`home.catalogue.${item.key}.description`)}</span>
              <span className="s-card-action">
                {t(`home.catalogue.${item.key}.action`)}
                <PlainIcon path={mdiArrowRight} small />
              </span>
            </RouterLink>
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * The landing page, which is also the sign-in page (spec: "the login page is the root path"): value proposition
 * with a search box (→ `/cari?q=…`) and the sign-in form, the catalogue sections, featured classes, packages,
 * courses, materials, tutors, subjects and expertise, how it works, registration and tutor calls.
 */
export default function HomePage() {
  // The live page is in place: the copy painted from the HTML goes (ADR 0056).
  useLayoutEffect(releaseLandingPrerender, []);
  return (
    <>
      <AccountDeletedNotice />
      <Hero />
      <Catalogue />
      <WhenVisible fallback={<FeaturedFallback />}>
        <Suspense fallback={<FeaturedFallback />}>
          <HomeFeatured />
        </Suspense>
      </WhenVisible>
      <Steps />
      <CallsToAction />
    </>
  );
}
