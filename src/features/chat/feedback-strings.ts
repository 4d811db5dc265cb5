// The feedback controls' words, shared by the thumbs (feedback-buttons.tsx), the note dialog
// (feedback-note-dialog.tsx, loaded on demand) and the tests.
export const FEEDBACK_STRINGS = {
  good: 'Good response',
  bad: 'Bad response',
  noteTitle: 'What could be better?',
  noteDescription: 'Your note helps us improve the assistant. It is optional.',
  noteLabel: 'Note (optional)',
  notePlaceholder: 'What was wrong or missing?',
  send: 'Send',
  skip: 'Skip',
} as const;
