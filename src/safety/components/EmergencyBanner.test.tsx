import {renderToString} from 'react-dom/server'
import {EmergencyBanner, type EmergencyBannerProps} from './EmergencyBanner'
import {RouteContext} from '../../framework/context'
import type {RouteInfo} from '../../framework/types'

function render(props: EmergencyBannerProps, locale = 'en'): string {
  const route: RouteInfo = {
    id: 'chat/[id]', page: '/chat/[id]', params: {}, query: {}, locale, locales: ['en', 'es', 'fr', 'de'],
    defaultLocale: 'en', basePath: '', buildId: 'test', asPath: '/chat/x',
  }
  return renderToString(<RouteContext.Provider value={route}><EmergencyBanner {...props} /></RouteContext.Provider>)
}

describe('<EmergencyBanner>', () => {
  it('is an alert with a tel: link made of digits and a leading +', () => {
    const html = render({emergencyNumber: '+1 (555) 010"><b>', crisisLine: null, selfHarm: false, live: true})
    expect(html).toContain('role="alert"')
    expect(html).toContain('href="tel:+1555010"')
    expect(html).toContain('This may be an emergency.')
    expect(html).toContain('Call <strong class="emergency-number">+1 (555) 010&quot;&gt;&lt;b&gt;</strong> now.')
    expect(html).not.toContain('<b>')
  })

  it('asks for the local emergency number when none is configured', () => {
    const html = render({emergencyNumber: null, crisisLine: 'Line 024', selfHarm: false})
    expect(html).toContain('Call your local emergency number now.')
    expect(html).not.toContain('tel:')
    expect(html).not.toContain('Line 024') // the crisis line is for self-harm
    expect(html).toContain('role="note"')
  })

  it('adds the gentle line and the crisis line for self-harm, in the page’s language', () => {
    const html = render({emergencyNumber: '112', crisisLine: 'Teléfono 024', selfHarm: true}, 'es')
    expect(html).toContain('No tiene que pasar por esto en soledad.')
    expect(html).toContain('Puede hablar con alguien ahora: Teléfono 024')
    expect(html).toContain('Llame ahora al <strong class="emergency-number">112</strong>.')
  })

  it('omits the crisis line for self-harm when none is configured', () => {
    const html = render({emergencyNumber: null, crisisLine: null, selfHarm: true}, 'de')
    expect(html).toContain('Sie sind nicht allein.')
    expect(html).not.toContain('Sie können jetzt mit jemandem sprechen')
  })

  it('adds one first-aid line per category that has one, in the order of the categories', () => {
    const html = render({emergencyNumber: '112', crisisLine: null, selfHarm: false, categories: ['stroke', 'sudden_headache', 'burns']})
    expect(html).toContain('<ul class="emergency-actions"><li>Note the time the signs started: the emergency team will ask.</li><li>Cool the burn under cool running water for 20 minutes. Do not use ice or creams.</li></ul>')
    expect(render({emergencyNumber: null, crisisLine: null, selfHarm: false, categories: ['sudden_headache']})).not.toContain('emergency-actions')
  })

  it('names the operator\'s poison control for an overdose or poisoning only', () => {
    const poisoning = render({emergencyNumber: null, crisisLine: null, selfHarm: false, categories: ['overdose_poisoning'], poisonControl: '01 45 42 59 59'}, 'fr')
    expect(poisoning).toContain('<li>Gardez la boîte ou le flacon pour le montrer aux secours. Ne faites pas vomir la personne.</li><li>Centre antipoison : 01 45 42 59 59</li>')
    expect(render({emergencyNumber: null, crisisLine: null, selfHarm: false, categories: ['burns'], poisonControl: '01 45 42 59 59'}, 'fr')).not.toContain('antipoison')
    expect(render({emergencyNumber: null, crisisLine: null, selfHarm: false, categories: ['overdose_poisoning']}, 'de')).toContain('Bringen Sie die Person nicht zum Erbrechen.')
  })

  it.each(['en', 'es', 'fr', 'de'])('has the carbon monoxide line in %s', (locale) => {
    const html = render({emergencyNumber: null, crisisLine: null, selfHarm: false, categories: ['carbon_monoxide']}, locale)
    expect(html.match(/<li>/g)).toHaveLength(1)
  })
})

describe('<EmergencyBanner> for a critical lab value', () => {
  const labValues = [{analyte: 'potassium', name: 'Potassium', value: 6.8, unit: 'mmol/L'}] as const

  it('names each value (its name as the server wrote it) in the page\'s language, with the locale\'s decimal sign', () => {
    expect(render({emergencyNumber: '112', crisisLine: null, selfHarm: false, categories: ['critical_lab_value'], labValues: [...labValues]}))
      .toContain('<li>Potassium 6.8 mmol/L is at a level that needs urgent care.</li>')
    expect(render({emergencyNumber: '112', crisisLine: null, selfHarm: false, categories: ['critical_lab_value'], labValues: [{...labValues[0], name: 'Kalium'}]}, 'de'))
      .toContain('<li>Kalium 6,8 mmol/L liegt in einem Bereich, der dringend ärztlich versorgt werden muss.</li>')
  })

  it('shows no value line without the category', () => {
    const html = render({emergencyNumber: '112', crisisLine: null, selfHarm: false, categories: ['chest_pain'], labValues: [...labValues]})
    expect(html).not.toContain('Potassium')
    expect(html).toContain('While you wait: sit down and rest.')
  })
})
