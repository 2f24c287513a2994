/**
 * Wraps a blog post as a part of the page search indexes, on the post's own page only: the blog
 * list, tag and archive pages repeat posts and would crowd results with duplicates. Its meta says it
 * is a post ("kind"), which search ranks below the documentation (lexicon.ts, KINDS_FILE).
 */
import type {ReactNode} from 'react';
import BlogPostItem from '@theme-init/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

export default function IndexedBlogPostItem(props: WrapperProps<typeof BlogPostItemType>): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  if (!isBlogPostPage) {
    return <BlogPostItem {...props} />;
  }
  return (
    <div data-pagefind-body="" data-pagefind-meta="title[data-title], route[data-route], kind:post" data-title={metadata.title} data-route={metadata.permalink}>
      <BlogPostItem {...props} />
    </div>
  );
}
