/** A form whose only content is its files: any text field is refused ('Unknown field …'). */
export class NoFormFieldsDto {}
