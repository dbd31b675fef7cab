import {ChevronRight} from 'lucide-react'
import {SuggestedQuestion} from '../../chat/components/SuggestedQuestion'
import {TopicIcon} from '../../ui/icons/TopicIcon'
import {topicPage, type TopicPageData} from '../../content/topic-text'
import {Link, type GetServerSideProps} from '../../framework'
import {useTranslation} from '../../framework/i18n/use-translation'

export interface TopicPageProps {
  topic: TopicPageData
}

export const getServerSideProps: GetServerSideProps<TopicPageProps> = ({params, locale}) => {
  const slug = Array.isArray(params.slug) ? params.slug : []
  const topic = topicPage(locale, slug)
  return topic ? {props: {topic}} : {notFound: true}
}

/** `/topics/[...slug]`: a topic or subtopic with its description and suggested questions. */
export default function TopicPage({topic}: TopicPageProps) {
  const t = useTranslation()
  return (
    <article className="topic-page">
      <title>{`${topic.title} — ${t('app.name')}`}</title>
      <nav aria-label={t('topics.breadcrumb')} className="breadcrumb">
        <ol>
          <li><Link href="/">{t('nav.home')}</Link></li>
          {topic.trail.map((parent) => (
            <li key={parent.path}><Link href={`/topics/${parent.path}`}>{parent.title}</Link></li>
          ))}
          <li aria-current="page">{topic.title}</li>
        </ol>
      </nav>
      <header className="topic-header">
        <span className="topic-icon"><TopicIcon path={topic.path} size={32} /></span>
        <h1>{topic.title}</h1>
      </header>
      <p className="lead">{topic.description}</p>

      <section aria-labelledby="questions-heading" className="questions">
        <h2 id="questions-heading">{t('topics.questions')}</h2>
        <ul>
          {topic.questions.map((question) => (
            <li key={question}>
              <SuggestedQuestion question={question} topic={topic.path} />
            </li>
          ))}
        </ul>
      </section>

      {topic.subtopics.length > 0 && (
        <section aria-labelledby="subtopics-heading">
          <h2 id="subtopics-heading">{t('topics.subtopics')}</h2>
          <ul className="topic-cards">
            {topic.subtopics.map((sub) => (
              <li key={sub.path}>
                <Link href={`/topics/${sub.path}`} className="topic-card">
                  <TopicIcon path={sub.path} size={22} />
                  <span className="topic-card-text">
                    <strong>{sub.title}</strong>
                    <span>{sub.summary}</span>
                  </span>
                  <ChevronRight aria-hidden="true" size={18} className="chip-arrow" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}
