/**
 * Wraps the theme's list of blog posts to give the blog's own list (/blog and its further pages) an
 * <h1>, which the theme leaves out: its posts' titles are <h2>s under no page heading. Tag and author
 * pages are left as they are, since they have their own <h1> above the list.
 */
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogPostItemsType>;

/** The blog's title in its list's <h1>: the blog plugin's default `blogTitle`, which the config keeps. */
const BLOG_TITLE = 'Blog';

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const blogPath = useBaseUrl('/blog');
  const {pathname} = useLocation();
  const isBlogList = pathname.replace(/\/$/, '') === blogPath || pathname.startsWith(`${blogPath}/page/`);
  return (
    <>
      {isBlogList && <h1>{BLOG_TITLE}</h1>}
      <BlogPostItems {...props} />
    </>
  );
}
