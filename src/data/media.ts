/**
 * Files a bank's media library accepts. No published page gives formats' size limits, so the pages say
 * that Studio names a file it rejects and do not quote a number (see UNSOURCED in ./productFacts.ts).
 */
export const MEDIA_TYPES = [
  {type: 'Image', formats: ['PNG', 'JPG/JPEG', 'GIF', 'SVG'], accessibility: 'Alt Text, or Decorative'},
  {type: 'Audio', formats: ['MP3', 'M4A', 'WAV'], accessibility: 'Transcript or a WebVTT caption file'},
  {type: 'Video', formats: ['MP4 (H.264)', 'WebM'], accessibility: 'Transcript or a WebVTT caption file'},
  {type: 'Document', formats: ['PDF'], accessibility: 'A text alternative in the stimulus'},
] as const;
