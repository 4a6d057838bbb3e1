/**
 * The demo bimble class students book slots of (its tutor, `tutor@scola.id`, gets bookable hours from
 * `seedDemoAvailability` like every verified demo tutor).
 */
export const DEMO_BIMBLE_CLASS_SLUG = 'bimble-privat-matematika-sma-budi';
