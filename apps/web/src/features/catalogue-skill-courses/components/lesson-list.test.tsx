import { screen, within } from '@testing-library/react';
import type { SkillLesson } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { LessonList } from './lesson-list';
import { isHlsSource } from '../../../components/video-player';

const COURSE = 'c2ee46b6-5e36-43e7-8e1e-100a7a721145';
const lessons: SkillLesson[] = [
  {
    id: 'ebdaa0e5-6806-4b2d-9ab6-0499c2194aa3',
    position: 1,
    title: 'Apa itu UI/UX',
    durationSeconds: 420,
    isPreview: true,
    videoUrl: '/api/v1.mp4',
  },
  {
    id: 'a57eb114-e860-458d-8753-01ceba89f2a1',
    position: 2,
    title: 'Wireframe',
    durationSeconds: 840,
    isPreview: false,
    videoUrl: null,
  },
];

describe('LessonList', () => {
  it('links the free lessons to the player and locks the others, with their lengths', () => {
    renderUi(<LessonList courseId={COURSE} lessons={lessons} currentId={lessons[0]!.id} />);
    const [free, locked] = screen.getAllByRole('listitem');
    const link = within(free!).getByRole('link');
    expect(link.getAttribute('href')).toBe(`/lifeskill/preview/${COURSE}?pelajaran=${lessons[0]!.id}`);
    expect(link.getAttribute('aria-current')).toBe('true');
    expect(free!.textContent).toContain('7:00');
    expect(free!.textContent).toContain('Gratis');
    expect(within(locked!).queryByRole('link')).toBeNull();
    expect(locked!.textContent).toContain('14:00 · Terkunci');
  });
});

describe('isHlsSource', () => {
  it('recognises HLS playlists (played through hls.js) and leaves MP4 to the browser', () => {
    expect(isHlsSource('/media/lesson/index.m3u8')).toBe(true);
    expect(isHlsSource('https://cdn.example/x.M3U8?token=1')).toBe(true);
    expect(isHlsSource('/api/lifeskill/1/pelajaran/2/video')).toBe(false);
    expect(isHlsSource('/video.mp4')).toBe(false);
  });
});
