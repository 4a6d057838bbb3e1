/**
 * Stable, machine-readable error codes. The web branches on these and shows localised text.
 *
 * In a module of their own, without zod: the web's landing page reads them (`@scola/contracts/error-codes`,
 * used by `apps/web/src/lib/api-errors.ts`) without loading the schemas.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'DATABASE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Sign-in, sessions and accounts (auth.ts, account.ts).
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_LOCKED',
  'ACCOUNT_NOT_ACTIVATED',
  'INVALID_ACTIVATION_TOKEN',
  'INVALID_REFRESH_TOKEN',
  'INVALID_RESET_TOKEN',
  'INVALID_CURRENT_PASSWORD',
  'GOOGLE_DISABLED',
  'GOOGLE_TOKEN_INVALID',
  'EMAIL_NOT_VERIFIED',
  // Buying: cart, vouchers, orders, payments, collections, free trial.
  'ITEM_NOT_FOR_SALE',
  'ITEM_ALREADY_OWNED',
  'ITEM_ALREADY_IN_CART',
  'CLASS_FULL',
  'CART_EMPTY',
  'CART_CHANGED',
  'VOUCHER_NOT_FOUND',
  'VOUCHER_INACTIVE',
  'VOUCHER_EXPIRED',
  'VOUCHER_NOT_STARTED',
  'VOUCHER_QUOTA_EXHAUSTED',
  'VOUCHER_USER_LIMIT_REACHED',
  'VOUCHER_MINIMUM_NOT_MET',
  'VOUCHER_NOT_APPLICABLE',
  'ORDER_NOT_PENDING',
  'ORDER_EXPIRED',
  'ORDER_ITEM_PENDING',
  // Bimble booking (bimble-booking.ts).
  'CLASS_NOT_BIMBLE',
  'SLOT_UNAVAILABLE',
  'SLOT_TAKEN',
  'PAYMENT_NOTIFICATION_INVALID',
  'PAYMENT_SIGNATURE_INVALID',
  'PAYMENT_AMOUNT_MISMATCH',
  'PAYMENT_GATEWAY_UNAVAILABLE',
  'NOT_OWNED',
  'DOWNLOAD_LINK_INVALID',
  'FREE_TRIAL_ALREADY_REQUESTED',
  'FOLLOW_SELF',
  'FILE_MISSING',
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_TOO_LARGE',
  'FILE_INVALID',
  'FILE_LINK_INVALID',
  // Admin console: reference data (admin-reference.ts).
  'REFERENCE_NAME_TAKEN',
  'REFERENCE_IN_USE',
  // Admin console: vouchers (admin-vouchers.ts).
  'VOUCHER_CODE_TAKEN',
  'VOUCHER_QUOTA_BELOW_USES',
  'VOUCHER_TUTOR_NOT_FOUND',
  // Tutor workspace: tutor-funded vouchers (tutor-vouchers.ts).
  'VOUCHER_OVER_LIMIT',
  'VOUCHER_ITEM_NOT_OWN',
  'VOUCHER_IN_USE',
  // Admin console: refunds (admin-orders.ts).
  'ORDER_NOT_REFUNDABLE',
  'ORDER_LINE_ALREADY_REFUNDED',
  // Admin console: accounts (admin-accounts.ts).
  'ACCOUNT_SELF_CHANGE',
  'LAST_ADMIN',
  'ACCOUNT_IS_SUSPENDED',
  // Tutor applications (tutor-applications.ts).
  'APPLICATION_NOT_EDITABLE',
  'APPLICATION_INCOMPLETE',
  'APPLICATION_NOT_PENDING',
  // Tutor availability (availability.ts).
  'AVAILABILITY_RANGES_OVERLAP',
  // Tutor classes (tutor-classes.ts).
  'CLASS_TUTOR_UNVERIFIED',
  'CLASS_NO_FUTURE_SESSION',
  'CLASS_CAPACITY_BELOW_SEATS',
  'CLASS_HAS_STUDENTS',
  'CLASS_IN_PACKAGE',
  'PACKAGE_CLASSES_NOT_PUBLISHED',
  // Reviews (reviews.ts).
  'REVIEW_CLASS_NOT_STARTED',
  'REVIEW_ALREADY_WRITTEN',
  // Tutor earnings and payouts (earnings.ts).
  'PAYOUT_EXCEEDS_BALANCE',
  'PAYOUT_ALREADY_DECIDED',
  // Tutor class sessions (tutor-sessions.ts).
  'SESSION_IN_PAST',
  'SESSION_OVERLAP',
  'SESSION_CANCELLED',
  'SESSION_STARTED',
  // Class space (class-space.ts).
  'CLASS_SPACE_NOT_MEMBER',
  // Class recordings (class-recordings.ts).
  'RECORDING_SESSION_INVALID',
  'RECORDING_NOT_TRACKABLE',
  // Notifications (notifications.routes.ts).
  'NOTIFICATION_UNSUBSCRIBE_INVALID',
  // A bimbel class is booked by slots, never put in the cart whole (cart.ts).
  'CLASS_NEEDS_SLOTS',
  // Class discussions (discussions.ts).
  'DISCUSSION_LOCKED',
  'DISCUSSION_NOT_QUESTION',
  'DISCUSSION_NOT_AUTHOR',
  'DISCUSSION_POST_UNAVAILABLE',
  'DISCUSSION_IMAGE_UNKNOWN',
  // Live sessions (class-space-sessions.ts).
  'SESSION_NOT_OPEN',
  'SESSION_NO_MEETING_LINK',
  // Study rooms (study-rooms.ts).
  'STUDY_ROOM_TEMPLATE_NOT_FOUND',
  'STUDY_ROOM_NOT_FOUND',
  'STUDY_ROOM_FULL',
  'STUDY_ROOM_PAID',
  'STUDY_ROOM_ENDED',
  'STUDY_ROOM_CANCELLED',
  'STUDY_ROOM_REMOVED',
  'STUDY_ROOM_MUTED',
  'STUDY_ROOM_NOT_PARTICIPANT',
  'STUDY_ROOM_OWN_ROOM',
  'STUDY_ROOM_CAPACITY_BELOW_SEATS',
  'STUDY_ROOM_HAS_PARTICIPANTS',
  'STUDY_ROOM_TUTOR_UNVERIFIED',
  'STUDY_ROOM_TOO_MANY_FILES',
] as const;
