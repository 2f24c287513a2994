/**
 * Every question type's thumbnail, rendered to an SVG file at build time by the question-drawings
 * loader (src/features/question-drawings), so the index page ships image URLs and no drawing code.
 */
import thumbnails from '!!../drawingLoader.cjs?thumbnails!./registry';

export type DrawingImage = {src: string; width: number; height: number};

export const QUESTION_DRAWING_THUMBNAILS: Record<string, DrawingImage> = thumbnails;
