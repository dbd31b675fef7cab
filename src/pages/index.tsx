import {Bot, ChevronRight} from 'lucide-react'
import {Composer} from '../components/Composer'
import {TopicIcon} from '../components/TopicIcon'
import {topicSummaries, type TopicSummary} from '../content/topic-text'
import {Link, useRoute, type GetServerSideProps} from '../framework'
import {useTranslation} from '../i18n/use-translation'

export interface HomeProps {
  topics: TopicSummary[]
}

export const getServerSideProps: GetServerSideProps<HomeProps> = ({locale}) => ({props: {topics: topicSummaries(locale)}})

/** `/`: the greeting, the composer, and the topics to explore. */
export default function Home({topics}: HomeProps) {
  const t = useTranslation()
  const {query} = useRoute()
  const suggested = typeof query.q === 'string' ? query.q.slice(0, 8000) : ''
  return (
    <div className="home">
      <title>{`${t('app.name')} — ${t('home.title')}`}</title>
      <section className="greeting" aria-labelledby="home-heading">
        <span className="avatar" aria-hidden="true"><Bot size={28} /></span>
        <div>
          <h1 id="home-heading">{t('home.greeting')}</h1>
          <p className="lead">{t('home.intro')}</p>
        </div>
      </section>
      <Composer initialText={suggested} />
      <section aria-labelledby="topics-heading" className="topic-section">
        <h2 id="topics-heading">{t('home.topics')}</h2>
        <ul className="topic-chips">
          {topics.map((topic) => (
            <li key={topic.path}>
              <Link href={`/topics/${topic.path}`} className="topic-chip">
                <TopicIcon path={topic.path} size={20} />
                <span>{topic.title}</span>
                <ChevronRight aria-hidden="true" size={16} className="chip-arrow" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
