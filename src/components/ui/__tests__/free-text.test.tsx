import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { supplied } from '@/generic/text'
import { FreeText, PhraseText } from '../free-text'
import { Id, MessageText } from '../id'

describe('supplied text and ids', () => {
  it('isolates supplied text in its own direction and lets it wrap anywhere, the sentence around it unchanged', () => {
    render(
      <p data-testid="line">
        Quote for <FreeText>شركة النقل</FreeText>, received today
      </p>,
    )
    const name = screen.getByText('شركة النقل')
    expect(name.tagName).toBe('BDI')
    expect(name).toHaveClass('free-text')
    expect(screen.getByTestId('line')).toHaveTextContent('Quote for شركة النقل, received today')
  })

  it('shows each supplied part of a phrase as free text, the portal’s words as they are', () => {
    render(
      <p data-testid="line">
        <PhraseText phrase={['Driver 9001 added: ', supplied('Dana Whitfield'), '.']} />
      </p>,
    )
    expect(screen.getByTestId('line')).toHaveTextContent('Driver 9001 added: Dana Whitfield.')
    expect(screen.getByText('Dana Whitfield').tagName).toBe('BDI')
  })

  it('keeps an id on one line, but lets one too long for a phone wrap', () => {
    render(
      <p>
        <Id>BR-20004</Id> <Id>{'X'.repeat(40)}</Id>
      </p>,
    )
    expect(screen.getByText('BR-20004')).toHaveClass('whitespace-nowrap')
    expect(screen.getByText('X'.repeat(40))).toHaveClass('free-text')
  })

  it('keeps the ids a message names whole, the message’s text unchanged', () => {
    render(
      <p data-testid="message">
        <MessageText>Enter the submission id, like BR-10002, or the note id, like N-1001</MessageText>
      </p>,
    )
    expect(screen.getByTestId('message')).toHaveTextContent('Enter the submission id, like BR-10002, or the note id, like N-1001')
    expect(screen.getByText('BR-10002')).toHaveClass('whitespace-nowrap')
    expect(screen.getByText('N-1001')).toHaveClass('whitespace-nowrap')
  })
})
